// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import {
  type ItemInstance,
  type ItemModelProblem,
  itemModelDraftSchema,
} from '@common/contracts/item-models';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CircleCheck, Dices } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/rich-text';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api';
import { itemModelsQueryKey, previewItemModel } from './api';
import { fieldId, formFieldKey, type ItemModelFormValues, toDraft } from './form-values';

/** Instances drawn for the preview. */
export const PREVIEW_COUNT = 3;
/** Quiet time after the last keystroke before the model is checked again. */
export const PREVIEW_DEBOUNCE_MS = 500;

const randomSeed = () => Math.floor(Math.random() * 1_000_000);

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Moves the focus to the form field a problem is about, when the form has one. */
function focusField(field: string) {
  const element = document.getElementById(fieldId(formFieldKey(field)));
  if (!element) return false;
  element.scrollIntoView?.({ block: 'center' });
  element.focus();
  return true;
}

/** Labels a problem's field path in words ("Distractor 2 · expression"). */
function useFieldLabel() {
  const { t } = useTranslation('itemModels');
  return (field: string) => {
    const [head, index, leaf] = field.split('.');
    const n = Number(index);
    if (head === 'variables' && Number.isInteger(n))
      return t('fieldLabels.variable', { n: n + 1, part: leaf ?? '' }).trim();
    if (head === 'distractors' && Number.isInteger(n))
      return t('fieldLabels.distractor', { n: n + 1, part: leaf ?? '' }).trim();
    if (head === 'constraints' && Number.isInteger(n))
      return t('fieldLabels.constraint', { n: n + 1 });
    if (head === 'answer') return t('fieldLabels.answer', { part: index ?? '' }).trim();
    return field ? t(`fieldLabels.${head}` as 'fieldLabels.model', { defaultValue: head }) : '';
  };
}

export function ProblemList({ problems }: { problems: ItemModelProblem[] }) {
  const { t } = useTranslation('itemModels');
  const label = useFieldLabel();
  return (
    <FormAlert>
      <p className="font-medium">{t('preview.problemsTitle', { count: problems.length })}</p>
      <ul className="mt-1 grid list-disc gap-1 ps-5" aria-label={t('preview.problemsLabel')}>
        {problems.map((p) => (
          <li key={`${p.field}:${p.message}`} data-testid="preview-problem">
            {p.field ? (
              <button
                type="button"
                className="font-medium underline underline-offset-2"
                onClick={() => focusField(p.field)}
              >
                {label(p.field)}
              </button>
            ) : null}
            {p.field ? ': ' : null}
            {p.message}
          </li>
        ))}
      </ul>
    </FormAlert>
  );
}

function InstanceCard({ instance, index }: { instance: ItemInstance; index: number }) {
  const { t } = useTranslation('itemModels');
  const letters = 'abcdef';
  return (
    <li
      className="grid gap-3 rounded-lg border border-border bg-surface p-3"
      data-testid="preview-instance"
    >
      <p className="text-ink-muted text-xs">
        {t('preview.instance', { n: index + 1 })} ·{' '}
        {Object.entries(instance.values)
          .map(([name, value]) => `${name} = ${value}`)
          .join(', ')}
      </p>
      <RichText text={instance.stem} className="text-ink" />
      {instance.choices.length ? (
        <ol className="grid gap-2" aria-label={t('preview.choices')}>
          {instance.choices.map((choice, i) => (
            <li
              key={choice.id}
              title={choice.misconception ?? undefined}
              data-correct={choice.correct || undefined}
              className={
                choice.correct
                  ? 'rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2'
                  : 'rounded-md border border-border px-3 py-2'
              }
            >
              <span className="flex items-start gap-2">
                <span className="font-semibold text-ink-muted">{letters[i]}.</span>
                <RichText text={choice.text} inline className="min-w-0 flex-1" />
                {choice.correct ? (
                  <span className="inline-flex items-center gap-1 font-medium text-emerald-800 text-xs">
                    <CircleCheck className="size-4" aria-hidden="true" />
                    {t('preview.correct')}
                  </span>
                ) : null}
              </span>
              {choice.misconception ? (
                <span className="mt-1 block ps-5 text-ink-muted text-xs">
                  {t('preview.misconception', { text: choice.misconception })}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm">
          <span className="text-ink-muted">{t('preview.answer')} </span>
          <RichText text={instance.answerText} inline className="font-medium" />
        </p>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer text-ink-muted">{t('preview.explanation')}</summary>
        <RichText text={instance.explanation} className="mt-2" />
      </details>
    </li>
  );
}

/**
 * Random instances of the model as it stands in the form, redrawn a moment after the author stops
 * typing; the checker's problems instead when the model does not pass.
 */
export function PreviewPanel({ control }: { control: Control<ItemModelFormValues> }) {
  const { t } = useTranslation('itemModels');
  const values = useWatch({ control }) as ItemModelFormValues;
  const draftText = useDebounced(JSON.stringify(toDraft(values)), PREVIEW_DEBOUNCE_MS);
  const [seed, setSeed] = useState(randomSeed);
  const local = useMemo(() => itemModelDraftSchema.safeParse(JSON.parse(draftText)), [draftText]);
  const localProblems: ItemModelProblem[] = local.success
    ? []
    : local.error.issues.map((issue) => ({
        field: issue.path.map(String).join('.'),
        message: issue.message,
      }));

  const preview = useQuery({
    queryKey: [...itemModelsQueryKey, 'preview', draftText, seed],
    queryFn: ({ signal }) =>
      previewItemModel({ model: JSON.parse(draftText), count: PREVIEW_COUNT, seed }, signal),
    enabled: local.success,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const serverProblems: ItemModelProblem[] | null =
    preview.isError && isApiError(preview.error, 400) && Object.keys(preview.error.fields).length
      ? Object.entries(preview.error.fields).map(([field, message]) => ({ field, message }))
      : null;

  let body: React.ReactNode;
  if (!local.success) body = <ProblemList problems={localProblems} />;
  else if (serverProblems) body = <ProblemList problems={serverProblems} />;
  else if (preview.isError)
    body = <FormAlert>{errorMessage(preview.error, t('preview.failed'))}</FormAlert>;
  else if (!preview.data)
    body = (
      <p className="flex items-center gap-2 text-ink-muted text-sm">
        <Spinner /> {t('preview.loading')}
      </p>
    );
  else if (!preview.data.ok) body = <ProblemList problems={preview.data.problems} />;
  else
    body = (
      <ol className="grid gap-3" aria-label={t('preview.instances')}>
        {preview.data.instances.map((instance, i) => (
          <InstanceCard key={instance.seed} instance={instance} index={i} />
        ))}
      </ol>
    );

  return (
    <Card className="lg:sticky lg:top-4" data-testid="item-model-preview">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle level={2}>{t('preview.title')}</CardTitle>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={!local.success}
          loading={preview.isFetching}
          onClick={() => setSeed(randomSeed())}
        >
          <Dices />
          {t('preview.newDraw')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3" aria-live="polite">
        <p className="text-ink-muted text-xs">{t('preview.description')}</p>
        {body}
      </CardContent>
    </Card>
  );
}
