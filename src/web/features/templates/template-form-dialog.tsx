// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import { SCORING_SCALES, TEMPLATE_KINDS } from '@common/contracts/content';
import type { Subject } from '@common/contracts/subjects';
import {
  DEFAULT_CUT_POINTS,
  type ExamTemplate,
  type ScoringScale,
  type TemplateValues,
  templateInputSchema,
} from '@common/contracts/templates';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { createTemplate, templatesQueryKey, updateTemplate } from './api';
import { CutPointEditor } from './cut-point-editor';
import { defaultBands, formDefaults, type TemplateFormValues } from './form-values';
import { SectionsEditor } from './sections-editor';
import { TemplatePreviewPanel } from './template-preview-panel';
import { useDraftPreview } from './use-draft-preview';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The template to edit; a new one when absent. */
  template?: ExamTemplate;
  subjects: Subject[];
  /** Subject of a new template (the page's filter); the first subject otherwise. */
  defaultSubjectId?: string;
};

/** Creates or edits a template, with the bank preview updating beside the form. */
export function TemplateFormDialog({
  open,
  onOpenChange,
  template,
  subjects,
  defaultSubjectId,
}: Props) {
  const { t } = useTranslation('templates');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-6xl p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>
            {template ? t('form.editTitle', { name: template.name }) : t('form.newTitle')}
          </DialogTitle>
          <DialogDescription>{t('form.text')}</DialogDescription>
        </DialogHeader>
        <TemplateForm
          template={template}
          subjects={subjects}
          defaultSubjectId={defaultSubjectId}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

const finite = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);

function TemplateForm({
  template,
  subjects,
  defaultSubjectId,
  onDone,
}: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const { t } = useTranslation('templates');
  const previewId = useId();
  const queryClient = useQueryClient();
  const form = useForm<TemplateFormValues, unknown, TemplateValues>({
    resolver: zodResolver(templateInputSchema),
    defaultValues: formDefaults(
      template,
      subjects.find((s) => s.id === defaultSubjectId) ?? subjects[0],
    ),
  });
  const { errors } = form.formState;
  const subjectId = useWatch({ control: form.control, name: 'subjectId' });
  const sections = useWatch({ control: form.control, name: 'sections' }) ?? [];
  const subject = subjects.find((s) => s.id === subjectId);
  const draft = useDraftPreview(form.control);

  const mutation = useMutation({
    mutationFn: (values: TemplateValues) =>
      template ? updateTemplate(template.id, values) : createTemplate(values),
    onSuccess: async () => {
      toast.success(template ? t('form.saved') : t('form.created'));
      await queryClient.invalidateQueries({ queryKey: templatesQueryKey });
      onDone();
    },
    onError: (error) => {
      const fields = isApiError(error)
        ? (Object.keys(error.fields) as Path<TemplateFormValues>[])
        : [];
      if (!applyServerFieldErrors(error, fields, form.setError)) {
        toast.error(errorMessage(error, t('form.saveFailed')));
      }
    },
  });

  const changeSubject = (next: string) => {
    form.setValue('subjectId', next, { shouldDirty: true });
    // Topic slugs belong to a subject: a new subject starts from all of its topics.
    form.getValues('sections').forEach((_, i) => {
      form.setValue(`sections.${i}.topics`, null, { shouldDirty: true });
    });
  };
  const changeScale = (next: ScoringScale) => {
    const { scale, cutPoints } = form.getValues('scoring');
    const untouched =
      cutPoints.length === 0 ||
      JSON.stringify(cutPoints) === JSON.stringify(DEFAULT_CUT_POINTS[scale]);
    form.setValue('scoring.scale', next, { shouldDirty: true });
    if (untouched) form.setValue('scoring.cutPoints', defaultBands(next), { shouldDirty: true });
  };

  const totalQuestions = sections.reduce((n, s) => n + finite(s?.questionCount), 0);
  const totalMinutes = sections.reduce((n, s) => n + finite(s?.durationMinutes), 0);
  const preview = draft.query.data;

  return (
    <form
      noValidate
      className="grid gap-6"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      {/* The preview stays in view beside the form while it scrolls (wide screens). */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
        <div className="grid min-w-0 gap-6">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t('form.subject')}
              className="content-start"
              hint={t('form.subjectChangeHint')}
              error={errors.subjectId?.message}
            >
              <Controller
                control={form.control}
                name="subjectId"
                render={({ field }) => (
                  <Select
                    aria-label={t('form.subject')}
                    value={field.value || undefined}
                    onValueChange={changeSubject}
                    options={subjects.map((s) => ({ value: s.id, label: s.name }))}
                  />
                )}
              />
            </FormField>
            <FormField
              label={t('form.kind')}
              className="content-start"
              error={errors.kind?.message}
            >
              <Controller
                control={form.control}
                name="kind"
                render={({ field }) => (
                  <Select
                    aria-label={t('form.kind')}
                    value={field.value}
                    onValueChange={field.onChange}
                    options={TEMPLATE_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
                  />
                )}
              />
            </FormField>
            <FormField
              label={t('form.name')}
              className="content-start"
              error={errors.name?.message}
            >
              <Input {...form.register('name')} />
            </FormField>
            <FormField
              label={t('form.slug')}
              className="content-start"
              hint={t('form.slugHint')}
              error={errors.slug?.message}
            >
              <Input {...form.register('slug')} autoCapitalize="off" spellCheck={false} />
            </FormField>
            <FormField
              label={t('form.description')}
              error={errors.description?.message}
              className="sm:col-span-2"
            >
              <Textarea rows={2} {...form.register('description')} />
            </FormField>
          </div>

          <SectionsEditor form={form} topics={subject?.topics ?? []} />

          <div className="grid gap-4">
            <FormField
              label={t('form.scale')}
              error={errors.scoring?.scale?.message}
              className="sm:max-w-xs"
            >
              <Controller
                control={form.control}
                name="scoring.scale"
                render={({ field }) => (
                  <Select
                    aria-label={t('form.scale')}
                    value={field.value}
                    onValueChange={(value) => changeScale(value as ScoringScale)}
                    options={SCORING_SCALES.map((s) => ({ value: s, label: t(`scales.${s}`) }))}
                  />
                )}
              />
            </FormField>
            <CutPointEditor form={form} />
          </div>
        </div>

        <aside
          aria-labelledby={`${previewId}-heading`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls on its own on wide screens (axe: scrollable-region-focusable)
          tabIndex={0}
          className="grid min-w-0 content-start gap-3 rounded-card border border-border bg-canvas p-3 sm:p-4 lg:sticky lg:top-0 lg:max-h-[calc(100dvh-12rem)] lg:overflow-y-auto"
        >
          <div className="flex items-center justify-between gap-2">
            <h3 id={`${previewId}-heading`} className="font-semibold text-base text-ink">
              {t('preview.title')}
            </h3>
            {draft.ready && draft.updating ? <Spinner label={t('preview.loading')} /> : null}
          </div>
          <p className="text-ink-muted text-xs">{t('preview.live')}</p>
          <p className="sr-only" aria-live="polite">
            {draft.ready && preview && !draft.updating
              ? preview.warnings.length
                ? t('preview.problemsTitle', { count: preview.warnings.length })
                : t('preview.allGood')
              : ''}
          </p>
          {!draft.ready ? (
            <p className="rounded-lg border border-slate-300 border-dashed p-3 text-ink-muted text-sm">
              {t('preview.incomplete')}
            </p>
          ) : draft.query.isError ? (
            <FormAlert>{errorMessage(draft.query.error, t('preview.failed'))}</FormAlert>
          ) : preview ? (
            <TemplatePreviewPanel preview={preview} headingLevel={4} />
          ) : (
            <div className="grid gap-3">
              <Skeleton className="h-16" />
              <Skeleton className="h-32" />
            </div>
          )}
        </aside>
      </div>

      <DialogFooter className="border-border border-t pt-4 sm:items-center lg:sticky lg:-bottom-6 lg:z-10 lg:-mx-6 lg:-mb-6 lg:bg-surface lg:px-6 lg:pb-4">
        <p className="me-auto text-ink-muted text-sm">
          {t('form.totals', { questions: totalQuestions, minutes: totalMinutes })}
        </p>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {template ? t('form.save') : t('form.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
