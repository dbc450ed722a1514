// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import { DIFFICULTIES } from '@common/contracts/content';
import {
  ANSWER_FORMATS,
  ITEM_MODEL_LIMITS,
  type ItemModelDetail,
  itemModelInputSchema,
  VARIABLE_KINDS,
} from '@common/contracts/item-models';
import type { Subject } from '@common/contracts/subjects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Save, Trash2, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api';
import { createItemModel, itemModelQueryKey, itemModelsQueryKey, updateItemModel } from './api';
import {
  emptyDistractor,
  emptyVariable,
  fieldId,
  formFieldKey,
  type ItemModelFormValues,
  toFormValues,
  toInput,
} from './form-values';
import { PreviewPanel } from './preview-panel';

type Props = {
  model?: ItemModelDetail;
  subjects: Subject[];
  initialSubjectId?: string;
  onCreated: (model: ItemModelDetail) => void;
  onDelete?: () => void;
};

type Errors = Record<string, string>;

/** Template examples, passed in as values: written in the strings, i18next would read them. */
const SYNTAX_EXAMPLES = [
  ['value', '{{a}}'],
  ['computed', '{{= 2a+b}}'],
  ['format', '{{= a/b #frac}}'],
  ['latex', '$x^{{{n}}}$'],
] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

/** The author form of an item model, with the live preview beside it. */
export function ItemModelForm({ model, subjects, initialSubjectId, onCreated, onDelete }: Props) {
  const { t } = useTranslation('itemModels');
  const queryClient = useQueryClient();
  const form = useForm<ItemModelFormValues>({
    defaultValues: toFormValues(model, initialSubjectId),
  });
  const { register, control } = form;
  const [errors, setErrors] = useState<Errors>({});
  const variables = useFieldArray({ control, name: 'variables' });
  const constraints = useFieldArray({ control, name: 'constraints' });
  const distractors = useFieldArray({ control, name: 'distractors' });
  const subjectId = useWatch({ control, name: 'subjectId' });
  const questionType = useWatch({ control, name: 'questionType' });
  const answerFormat = useWatch({ control, name: 'answer.format' });
  const kinds = useWatch({ control, name: 'variables' }).map((v) => v.kind);

  const err = (key: string) => errors[key];
  /** Field props that tie a control to its error and give it an id the problem list can focus. */
  const at = (key: string) => ({ id: fieldId(key), error: err(key) });

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const save = useMutation({
    mutationFn: (values: ItemModelFormValues) =>
      model ? updateItemModel(model.id, toInput(values)) : createItemModel(toInput(values)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(itemModelQueryKey(saved.id), saved);
      await queryClient.invalidateQueries({
        queryKey: itemModelsQueryKey,
        predicate: (q) => q.queryKey[2] === 'list',
      });
      form.reset(toFormValues(saved));
      if (model) toast.success(t('form.saved'));
      else {
        toast.success(t('form.created'));
        onCreated(saved);
      }
    },
    onError: (error) => {
      if (isApiError(error, 400) && Object.keys(error.fields).length) {
        const found: Errors = {};
        for (const [path, message] of Object.entries(error.fields))
          found[formFieldKey(path)] ??= message;
        showErrors(found);
      }
      toast.error(errorMessage(error, t('form.saveFailed')));
    },
  });

  const submit = form.handleSubmit((values) => {
    const parsed = itemModelInputSchema.safeParse(toInput(values));
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[formFieldKey(issue.path)] ??= issue.message;
      showErrors(found);
      return;
    }
    setErrors({});
    save.mutate(values);
  });

  const subjectOptions = subjects
    .filter((s) => s.isActive || s.id === model?.subject.id)
    .map((s) => ({ value: s.id, label: `${s.name} (${s.board})` }));
  const topicOptions = (subjects.find((s) => s.id === subjectId)?.topics ?? []).map((topic) => ({
    value: topic.id,
    label: topic.name,
  }));
  const title = model ? t('form.editTitle') : t('form.newTitle');
  const general = Object.entries(errors).filter(
    ([key]) => key === 'variables' || key === 'distractors' || key === 'constraints',
  );

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form noValidate aria-label={title} className="grid min-w-0 gap-6" onSubmit={submit}>
        <Section title={t('form.sections.basics')}>
          <FormField label={t('form.name')} {...at('name')}>
            <Input autoComplete="off" maxLength={ITEM_MODEL_LIMITS.name} {...register('name')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('form.subject')} {...at('subjectId')}>
              <Controller
                control={control}
                name="subjectId"
                render={({ field }) => (
                  <Select
                    id={fieldId('subjectId')}
                    value={field.value || undefined}
                    placeholder={t('form.subjectPlaceholder')}
                    options={subjectOptions}
                    onValueChange={(value) => {
                      field.onChange(value);
                      form.setValue('topicId', '');
                    }}
                    className="w-full"
                  />
                )}
              />
            </FormField>
            <FormField label={t('form.topic')} {...at('topicId')}>
              <Controller
                control={control}
                name="topicId"
                render={({ field }) => (
                  <Select
                    id={fieldId('topicId')}
                    value={field.value || undefined}
                    disabled={!subjectId}
                    placeholder={t('form.topicPlaceholder')}
                    options={topicOptions}
                    onValueChange={field.onChange}
                    className="w-full"
                  />
                )}
              />
            </FormField>
            <FormField label={t('form.difficulty')} {...at('difficulty')}>
              <Controller
                control={control}
                name="difficulty"
                render={({ field }) => (
                  <Select
                    id={fieldId('difficulty')}
                    value={field.value}
                    options={DIFFICULTIES.map((d) => ({ value: d, label: t(`difficulty.${d}`) }))}
                    onValueChange={field.onChange}
                    className="w-full"
                  />
                )}
              />
            </FormField>
            <FormField label={t('form.questionType')} {...at('questionType')}>
              <Controller
                control={control}
                name="questionType"
                render={({ field }) => (
                  <Select
                    id={fieldId('questionType')}
                    value={field.value}
                    options={(['single', 'numeric'] as const).map((q) => ({
                      value: q,
                      label: t(`questionType.${q}`),
                    }))}
                    onValueChange={field.onChange}
                    className="w-full"
                  />
                )}
              />
            </FormField>
          </div>
        </Section>

        <Section title={t('form.sections.variables')}>
          <p className="text-ink-muted text-sm">{t('form.variablesHelp')}</p>
          <ul className="grid gap-3" aria-label={t('form.sections.variables')}>
            {variables.fields.map((row, i) => {
              const kind = kinds[i] ?? row.kind;
              const base = `variables.${i}`;
              return (
                <li
                  key={row.id}
                  data-testid="variable-row"
                  className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[5rem_9rem_minmax(0,1fr)_auto] sm:items-start"
                >
                  <FormField label={t('form.variableName')} {...at(`${base}.name`)}>
                    <Input
                      autoComplete="off"
                      maxLength={1}
                      className="font-mono"
                      {...register(`variables.${i}.name`)}
                    />
                  </FormField>
                  <FormField label={t('form.variableKind')} {...at(`${base}.kind`)}>
                    <Controller
                      control={control}
                      name={`variables.${i}.kind`}
                      render={({ field }) => (
                        <Select
                          id={fieldId(`${base}.kind`)}
                          value={field.value}
                          options={VARIABLE_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
                          onValueChange={field.onChange}
                          className="w-full"
                        />
                      )}
                    />
                  </FormField>
                  {kind === 'choice' ? (
                    <FormField
                      label={t('form.values')}
                      hint={t('form.valuesHint')}
                      {...at(`${base}.values`)}
                    >
                      <Input autoComplete="off" {...register(`variables.${i}.values`)} />
                    </FormField>
                  ) : (
                    <div className="grid grid-cols-3 gap-2">
                      <FormField label={t('form.min')} {...at(`${base}.min`)}>
                        <Input inputMode="decimal" {...register(`variables.${i}.min`)} />
                      </FormField>
                      <FormField label={t('form.max')} {...at(`${base}.max`)}>
                        <Input inputMode="decimal" {...register(`variables.${i}.max`)} />
                      </FormField>
                      {kind === 'decimal' ? (
                        <FormField label={t('form.step')} {...at(`${base}.step`)}>
                          <Input inputMode="numeric" {...register(`variables.${i}.step`)} />
                        </FormField>
                      ) : null}
                    </div>
                  )}
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="justify-self-end sm:mt-6"
                    disabled={variables.fields.length <= 1}
                    aria-label={t('form.removeVariable', { n: i + 1 })}
                    onClick={() => variables.remove(i)}
                  >
                    <X />
                  </Button>
                </li>
              );
            })}
          </ul>
          <div>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={variables.fields.length >= ITEM_MODEL_LIMITS.variables}
              onClick={() => variables.append(emptyVariable())}
            >
              <Plus />
              {t('form.addVariable')}
            </Button>
          </div>

          <h3 className="font-medium text-ink text-sm">{t('form.constraints')}</h3>
          <p className="text-ink-muted text-sm">{t('form.constraintsHelp')}</p>
          {constraints.fields.length ? (
            <ul className="grid gap-2" aria-label={t('form.constraints')}>
              {constraints.fields.map((row, i) => (
                <li key={row.id} className="flex items-start gap-2">
                  <FormField
                    label={t('form.constraint', { n: i + 1 })}
                    className="min-w-0 flex-1"
                    {...at(`constraints.${i}.text`)}
                  >
                    <Input
                      autoComplete="off"
                      className="font-mono"
                      {...register(`constraints.${i}.text`)}
                    />
                  </FormField>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="mt-6"
                    aria-label={t('form.removeConstraint', { n: i + 1 })}
                    onClick={() => constraints.remove(i)}
                  >
                    <X />
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          <div>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={constraints.fields.length >= ITEM_MODEL_LIMITS.constraints}
              onClick={() => constraints.append({ text: '' })}
            >
              <Plus />
              {t('form.addConstraint')}
            </Button>
          </div>
        </Section>

        <Section title={t('form.sections.texts')}>
          <div className="rounded-lg bg-slate-50 px-3 py-2 text-ink-muted text-xs">
            <p className="font-medium text-ink">{t('form.syntaxTitle')}</p>
            <ul className="mt-1 grid list-disc gap-0.5 ps-4">
              {SYNTAX_EXAMPLES.map(([key, example]) => (
                <li key={key}>{t(`form.syntax.${key}`, { example })}</li>
              ))}
            </ul>
          </div>
          <FormField label={t('form.stem')} {...at('stem')}>
            <Textarea rows={5} className="font-mono text-sm sm:text-sm" {...register('stem')} />
          </FormField>
          <FormField label={t('form.explanation')} {...at('explanation')}>
            <Textarea
              rows={5}
              className="font-mono text-sm sm:text-sm"
              {...register('explanation')}
            />
          </FormField>
        </Section>

        <Section title={t('form.sections.answer')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t('form.answerExpression')}
              hint={t('form.expressionHint')}
              className="sm:col-span-2"
              {...at('answer.expression')}
            >
              <Input autoComplete="off" className="font-mono" {...register('answer.expression')} />
            </FormField>
            <FormField label={t('form.answerFormat')} {...at('answer.format')}>
              <Controller
                control={control}
                name="answer.format"
                render={({ field }) => (
                  <Select
                    id={fieldId('answer.format')}
                    value={field.value}
                    options={ANSWER_FORMATS.map((f) => ({ value: f, label: t(`format.${f}`) }))}
                    onValueChange={field.onChange}
                    className="w-full"
                  />
                )}
              />
            </FormField>
            {answerFormat === 'decimal' ? (
              <FormField label={t('form.places')} {...at('answer.places')}>
                <Input inputMode="numeric" {...register('answer.places')} />
              </FormField>
            ) : null}
            <FormField label={t('form.unit')} hint={t('form.unitHint')} {...at('answer.unit')}>
              <Input autoComplete="off" {...register('answer.unit')} />
            </FormField>
            {questionType === 'numeric' ? (
              <FormField
                label={t('form.tolerance')}
                hint={t('form.toleranceHint')}
                {...at('answer.tolerance')}
              >
                <Input inputMode="decimal" {...register('answer.tolerance')} />
              </FormField>
            ) : null}
          </div>

          <h3 className="font-medium text-ink text-sm">{t('form.distractors')}</h3>
          <p className="text-ink-muted text-sm">
            {questionType === 'single'
              ? t('form.distractorsHelp', { min: ITEM_MODEL_LIMITS.distractorsMin })
              : t('form.distractorsHelpNumeric')}
          </p>
          <ul className="grid gap-3" aria-label={t('form.distractors')}>
            {distractors.fields.map((row, i) => (
              <li
                key={row.id}
                data-testid="distractor-row"
                className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
              >
                <FormField
                  label={t('form.misconception', { n: i + 1 })}
                  {...at(`distractors.${i}.misconception`)}
                >
                  <Input autoComplete="off" {...register(`distractors.${i}.misconception`)} />
                </FormField>
                <FormField
                  label={t('form.distractorExpression', { n: i + 1 })}
                  {...at(`distractors.${i}.expression`)}
                >
                  <Input
                    autoComplete="off"
                    className="font-mono"
                    {...register(`distractors.${i}.expression`)}
                  />
                </FormField>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="justify-self-end sm:mt-6"
                  disabled={
                    questionType === 'single' &&
                    distractors.fields.length <= ITEM_MODEL_LIMITS.distractorsMin
                  }
                  aria-label={t('form.removeDistractor', { n: i + 1 })}
                  onClick={() => distractors.remove(i)}
                >
                  <X />
                </Button>
              </li>
            ))}
          </ul>
          <div>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={distractors.fields.length >= ITEM_MODEL_LIMITS.distractorsMax}
              onClick={() => distractors.append(emptyDistractor())}
            >
              <Plus />
              {t('form.addDistractor')}
            </Button>
          </div>
        </Section>

        <Section title={t('form.sections.publishing')}>
          <Controller
            control={control}
            name="autoConfirm"
            render={({ field }) => (
              <div className="flex items-start gap-3">
                <Checkbox
                  id={fieldId('autoConfirm')}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  aria-describedby="item-model-auto-confirm-hint"
                  className="mt-0.5"
                />
                <div className="grid gap-1">
                  <Label htmlFor={fieldId('autoConfirm')}>{t('form.autoConfirm')}</Label>
                  <p id="item-model-auto-confirm-hint" className="text-ink-muted text-xs">
                    {t('form.autoConfirmHint')}
                  </p>
                </div>
              </div>
            )}
          />
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <div className="flex items-start gap-3">
                <Checkbox
                  id={fieldId('isActive')}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  aria-describedby="item-model-active-hint"
                  className="mt-0.5"
                />
                <div className="grid gap-1">
                  <Label htmlFor={fieldId('isActive')}>{t('form.isActive')}</Label>
                  <p id="item-model-active-hint" className="text-ink-muted text-xs">
                    {t('form.isActiveHint')}
                  </p>
                </div>
              </div>
            )}
          />
        </Section>

        {general.length ? (
          <ul className="grid gap-1 font-medium text-danger text-sm" role="alert">
            {general.map(([key, message]) => (
              <li key={key}>{message}</li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          {model && onDelete ? (
            <Button type="button" variant="secondary" onClick={onDelete} className="me-auto">
              <Trash2 />
              {t('delete')}
            </Button>
          ) : null}
          <Button type="submit" loading={save.isPending}>
            <Save />
            {model ? t('form.save') : t('form.create')}
          </Button>
        </div>
      </form>
      <PreviewPanel control={control} />
    </div>
  );
}
