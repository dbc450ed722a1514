// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import {
  type PlanTargetOption,
  type StudyPlan,
  type StudyPlanInput,
  studyPlanInputSchema,
} from '@common/contracts/learning';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { applyServerFieldErrors, emptyAsMissing } from '@/lib/form-errors';
import { learningQueryKey, savePlan } from './api';

/** Today in the reader's time zone, as the date input writes it (YYYY-MM-DD). */
export function localToday(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

type FormValues = { examDate: string; targetScore: string; templateId?: string | null };

const FIELDS = ['examDate', 'targetScore', 'templateId'] as const;

/**
 * Sets (or changes) the subject's study plan: the exam date, and a target on the scale of a
 * template the plan follows. The server orders the topics and spreads the questions.
 */
export function PlanForm({
  subjectId,
  options,
  plan,
  onDone,
  onCancel,
}: {
  subjectId: string;
  options: PlanTargetOption[];
  /** Editing this plan; a new plan without it. */
  plan?: StudyPlan | null;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('learning');
  const queryClient = useQueryClient();
  // The shared schema checks the shape; an exam day already gone is this form's own rule.
  const schema = useMemo(
    () =>
      studyPlanInputSchema.refine((v) => v.examDate >= localToday(), {
        path: ['examDate'],
        message: t('plan.form.pastDate'),
      }),
    [t],
  );
  const initialTemplate =
    options.find((o) => o.templateId === plan?.templateId)?.templateId ??
    options[0]?.templateId ??
    null;
  const form = useForm<FormValues, unknown, StudyPlanInput>({
    resolver: zodResolver(schema),
    defaultValues: {
      examDate: plan?.examDate.slice(0, 10) ?? '',
      targetScore: plan?.targetScore ?? '',
      templateId: initialTemplate,
    },
  });
  const { errors } = form.formState;
  const templateId = useWatch({ control: form.control, name: 'templateId' });
  const option = options.find((o) => o.templateId === templateId);

  const mutation = useMutation({
    mutationFn: (input: StudyPlanInput) => savePlan(subjectId, input),
    onSuccess: async () => {
      toast.success(plan ? t('plan.form.updated') : t('plan.form.created'));
      await queryClient.invalidateQueries({ queryKey: learningQueryKey });
      onDone?.();
    },
    onError: (error) => {
      applyServerFieldErrors(error, FIELDS, form.setError);
    },
  });
  const serverError =
    mutation.isError && !Object.keys(errors).length
      ? errorMessage(mutation.error, t('plan.form.failed'))
      : null;

  return (
    <form
      noValidate
      aria-label={plan ? t('plan.form.editLabel') : t('plan.form.createLabel')}
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => {
        mutation.reset();
        mutation.mutate(values);
      })}
    >
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {options.length > 1 ? (
          <FormField
            label={t('plan.form.template')}
            hint={t('plan.form.templateHint')}
            error={errors.templateId?.message}
            className="sm:col-span-2"
          >
            <Controller
              control={form.control}
              name="templateId"
              render={({ field }) => (
                <Select
                  value={field.value ?? ''}
                  onValueChange={(value) => {
                    field.onChange(value);
                    // A target belongs to a scale: choose again on another template.
                    form.setValue('targetScore', '');
                  }}
                  options={options.map((o) => ({ value: o.templateId, label: o.templateName }))}
                />
              )}
            />
          </FormField>
        ) : null}
        <FormField
          label={t('plan.form.examDate')}
          hint={t('plan.form.examDateHint')}
          error={errors.examDate?.message}
        >
          <Input type="date" min={localToday()} {...form.register('examDate', emptyAsMissing)} />
        </FormField>
        <FormField
          label={t('plan.form.target')}
          hint={option ? t('plan.form.targetHint', { template: option.templateName }) : undefined}
          error={errors.targetScore?.message}
        >
          <Controller
            control={form.control}
            name="targetScore"
            render={({ field }) => (
              <Select
                value={field.value || undefined}
                onValueChange={field.onChange}
                placeholder={t('plan.form.targetPlaceholder')}
                options={(option?.targets ?? []).map((target) => ({
                  value: target,
                  label: target,
                }))}
              />
            )}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={mutation.isPending}>
          {plan ? t('plan.form.save') : t('plan.form.create')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('plan.form.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
