import { DIFFICULTIES, QUESTION_TYPES } from '@common/contracts/content';
import type { QuestionDetail, QuestionStatus } from '@common/contracts/question-editor';
import type { Subject } from '@common/contracts/subjects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Info, Save, Send } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { PassagePicker } from '@/features/passages/passage-picker';
import { errorMessage, isApiError } from '@/lib/api';
import { paths } from '@/paths';
import { AnswerEditor } from './answer-editor';
import { changeStatus, createQuestion, questionQueryKey, updateQuestion } from './api';
import { ChoiceEditor } from './choice-editor';
import { ConflictAlert, isStaleVersion } from './conflict-alert';
import {
  controlId,
  type EditorValues,
  emptyValues,
  fieldRank,
  isChoiceType,
  serverField,
  toInput,
  valuesFromQuestion,
} from './editor-values';
import { IrtFields } from './irt-fields';
import { MarkdownField } from './markdown-field';
import { QuestionHistory } from './question-history';
import { DetailsPanel, StatusPanel } from './status-panel';

/** Fields the screen shows an error under; others go in the alert at the top. */
const SHOWN =
  /^(subjectId|topicId|passageId|type|difficulty|stem|explanation|choices(\.\d+\.text)?|answer(\.(value|tolerance|expression|accepted))?|irt[ABC])$/;
const IRT_B = { easy: -1, medium: 0, hard: 1 } as const;

/** Focuses the control of a server field (the first one that exists on the screen). */
function focusField(field: string) {
  const candidates =
    field === 'answer'
      ? ['choices', 'answer.value', 'answer.expression', 'answer.accepted']
      : [field];
  for (const name of candidates) {
    const el = document.getElementById(controlId(name));
    if (!el) continue;
    const target = el.matches('input, textarea, button')
      ? el
      : el.querySelector<HTMLElement>('input, textarea, button');
    target?.focus();
    return;
  }
}

const invalidateLists = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({
    queryKey: ['admin', 'questions'],
    predicate: (q) => q.queryKey[2] !== 'detail',
  });

/** A new question's IRT follows difficulty and the number of choices until 'Advanced' is on. */
function IrtDefaults({
  control,
  setValue,
}: Pick<UseFormReturn<EditorValues>, 'control' | 'setValue'>) {
  const [advanced, difficulty, type, choiceCount] = useWatch({
    control,
    name: ['advanced', 'difficulty', 'type', 'choices'],
    compute: ([a, d, ty, c]) => [a, d, ty, c.length] as const,
  });
  useEffect(() => {
    if (advanced) return;
    setValue('irtA', '1');
    setValue('irtB', String(IRT_B[difficulty]));
    const n = isChoiceType(type) ? choiceCount : 0;
    setValue('irtC', n ? String(Number((1 / n).toFixed(4))) : '0');
  }, [advanced, difficulty, type, choiceCount, setValue]);
  return null;
}

type Props = {
  /** The question being edited; absent when creating. */
  question?: QuestionDetail;
  subjects: Subject[];
  /** Preselected subject and topic of a new question (from the list's filters). */
  initialSubjectId?: string;
  initialTopicId?: string;
};

/** Create or edit one question: text, choices, answer, explanation, difficulty, IRT, status. */
export function QuestionEditor({ question, subjects, initialSubjectId, initialTopicId }: Props) {
  const { t } = useTranslation('questionEditor');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const initial = useMemo(() => {
    if (question) return valuesFromQuestion(question);
    const subject = subjects.find((s) => s.id === initialSubjectId);
    const topic = subject?.topics.find((tp) => tp.id === initialTopicId);
    return emptyValues(subject?.id ?? '', topic?.id ?? '');
  }, [question, subjects, initialSubjectId, initialTopicId]);
  const form = useForm<EditorValues>({ values: initial, resetOptions: { keepDirtyValues: false } });
  const { control, register, setValue, getValues } = form;
  const { isDirty } = form.formState;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** Someone else changed the question since it was loaded: saving waits for a reload. */
  const [conflict, setConflict] = useState(false);

  const subjectId = useWatch({ control, name: 'subjectId' });
  const type = useWatch({ control, name: 'type' });

  // A field's server message goes away once the field is edited.
  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      if (!name) return;
      const keys = [serverField(name)];
      if (name === 'type') keys.push('answer', 'choices');
      if (name.startsWith('choices')) keys.push('choices');
      setErrors((current) => {
        if (!keys.some((k) => k in current)) return current;
        const next = { ...current };
        for (const k of keys) delete next[k];
        return next;
      });
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const showErrors = (error: unknown, fallback: string) => {
    const fields = isApiError(error) ? error.fields : {};
    const keys = Object.keys(fields).sort((a, b) => fieldRank(a) - fieldRank(b));
    setErrors(fields);
    const unplaced = keys.filter((k) => !SHOWN.test(k)).map((k) => fields[k]);
    if (keys.length && !unplaced.length) setFormError(t('fixFields'));
    else setFormError(unplaced.join(' ') || errorMessage(error, fallback));
    const first = keys.find((k) => SHOWN.test(k));
    if (first) window.setTimeout(() => focusField(first), 0);
  };

  const save = useMutation({
    mutationFn: ({ values, status }: { values: EditorValues; status?: QuestionStatus }) => {
      const input = toInput(values);
      if (question) return updateQuestion(question.id, { ...input, version: question.version });
      return createQuestion({ ...input, status: status === 'pending_review' ? status : 'draft' });
    },
    onMutate: () => {
      setErrors({});
      setFormError(null);
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(questionQueryKey(saved.id), saved);
      void invalidateLists(queryClient);
      if (!question) {
        toast.success(t('created'));
        await navigate(paths.admin.questionEdit.href({ id: saved.id }));
        return;
      }
      const backToReview = question.status === 'confirmed' && saved.status === 'pending_review';
      toast.success(backToReview ? t('savedToReview') : t('saved'));
    },
    onError: (error) => {
      if (isStaleVersion(error)) setConflict(true);
      else showErrors(error, t('saveFailed'));
    },
  });

  const move = useMutation({
    mutationFn: (to: QuestionStatus) =>
      changeStatus(question?.id ?? '', to, question?.version ?? 0),
    onSuccess: (saved) => {
      queryClient.setQueryData(questionQueryKey(saved.id), saved);
      void invalidateLists(queryClient);
      toast.success(t('status.changed', { status: t(`statuses.${saved.status}`) }));
    },
    onError: (error) => {
      if (isStaleVersion(error)) setConflict(true);
      else toast.error(errorMessage(error, t('status.changeFailed')));
    },
  });

  const submit = (status?: QuestionStatus) =>
    form.handleSubmit((values) => save.mutate({ values, status }))();

  const subject = subjects.find((s) => s.id === subjectId);
  const currentTopicId = question?.topic.id;
  const subjectOptions = subjects
    .filter((s) => s.isActive || s.id === question?.subject.id)
    .map((s) => ({ value: s.id, label: `${s.name} (${s.board})` }));
  const topicOptions = (subject?.topics ?? [])
    .filter((tp) => tp.isActive || tp.id === currentTopicId)
    .map((tp) => ({ value: tp.id, label: tp.name }));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_22rem]">
      <form
        noValidate
        aria-label={question ? t('editTitle') : t('newTitle')}
        className="grid min-w-0 grid-cols-1 gap-6"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {question ? null : <IrtDefaults control={control} setValue={setValue} />}
        {conflict && question ? (
          <ConflictAlert
            questionId={question.id}
            onReloaded={() => {
              setConflict(false);
              setErrors({});
              setFormError(null);
            }}
          />
        ) : formError ? (
          <FormAlert>{formError}</FormAlert>
        ) : null}

        <Card>
          <CardHeader>
            <CardTitle level={2}>{t('sections.classification')}</CardTitle>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField
              label={t('fields.subject')}
              id={controlId('subjectId')}
              error={errors.subjectId}
            >
              <Controller
                control={control}
                name="subjectId"
                render={({ field }) => (
                  <Select
                    value={field.value}
                    placeholder={t('placeholders.subject')}
                    options={subjectOptions}
                    onValueChange={(value) => {
                      if (value !== field.value && getValues('passageId'))
                        setValue('passageId', '', { shouldDirty: true });
                      field.onChange(value);
                      const topics = subjects.find((s) => s.id === value)?.topics ?? [];
                      if (!topics.some((tp) => tp.id === getValues('topicId')))
                        setValue('topicId', '', { shouldDirty: true });
                    }}
                  />
                )}
              />
            </FormField>
            <FormField label={t('fields.topic')} id={controlId('topicId')} error={errors.topicId}>
              <Controller
                control={control}
                name="topicId"
                render={({ field }) => (
                  <Select
                    value={field.value}
                    disabled={!subject}
                    placeholder={subject ? t('placeholders.topic') : t('placeholders.topicFirst')}
                    options={topicOptions}
                    onValueChange={field.onChange}
                  />
                )}
              />
            </FormField>
            <FormField label={t('fields.type')} id={controlId('type')} error={errors.type}>
              <Controller
                control={control}
                name="type"
                render={({ field }) => (
                  <Select
                    value={field.value}
                    options={QUESTION_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))}
                    onValueChange={(value) => {
                      field.onChange(value);
                      if (value === 'single')
                        setValue('correct', getValues('correct').slice(0, 1), {
                          shouldDirty: true,
                        });
                    }}
                  />
                )}
              />
            </FormField>
            <FormField
              label={t('fields.difficulty')}
              id={controlId('difficulty')}
              error={errors.difficulty}
            >
              <Controller
                control={control}
                name="difficulty"
                render={({ field }) => (
                  <Select
                    value={field.value}
                    options={DIFFICULTIES.map((v) => ({ value: v, label: t(`difficulties.${v}`) }))}
                    onValueChange={field.onChange}
                  />
                )}
              />
            </FormField>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle level={2}>{t('sections.question')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <Controller
              control={control}
              name="passageId"
              render={({ field }) => (
                <PassagePicker
                  id={controlId('passageId')}
                  subjectId={subjectId}
                  value={field.value}
                  onChange={field.onChange}
                  loaded={question?.passage}
                  error={errors.passageId}
                />
              )}
            />
            <MarkdownField
              label={t('fields.stem')}
              name="stem"
              control={control}
              register={register}
              placeholder={t('placeholders.stem')}
              id={controlId('stem')}
              error={errors.stem}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle level={2}>{t('sections.answer')}</CardTitle>
          </CardHeader>
          <CardContent>
            {isChoiceType(type) ? (
              <ChoiceEditor
                control={control}
                register={register}
                errors={errors}
                setCorrect={(ids) => setValue('correct', ids, { shouldDirty: true })}
              />
            ) : (
              <AnswerEditor control={control} register={register} errors={errors} />
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle level={2}>{t('sections.explanation')}</CardTitle>
          </CardHeader>
          <CardContent>
            <MarkdownField
              label={t('fields.explanation')}
              name="explanation"
              control={control}
              register={register}
              placeholder={t('placeholders.explanation')}
              id={controlId('explanation')}
              error={errors.explanation}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle level={2}>{t('sections.irt')}</CardTitle>
          </CardHeader>
          <CardContent>
            <IrtFields
              control={control}
              register={register}
              errors={errors}
              calibratedAt={question?.calibratedAt ?? null}
            />
          </CardContent>
        </Card>

        <div className="grid gap-3">
          {question?.status === 'confirmed' ? (
            <p
              className="flex items-start gap-2 rounded-lg border border-accent-200 bg-accent-50 px-3 py-2.5 text-accent-900 text-sm"
              data-testid="qe-confirmed-note"
            >
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t('hints.confirmedEdit')}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {question ? (
              <>
                <Button
                  variant="secondary"
                  disabled={!isDirty || save.isPending}
                  onClick={() => {
                    form.reset(initial);
                    setErrors({});
                    setFormError(null);
                  }}
                >
                  {t('discard')}
                </Button>
                <Button type="submit" loading={save.isPending} disabled={!isDirty || conflict}>
                  <Save />
                  {t('save')}
                </Button>
              </>
            ) : (
              <>
                <Button
                  variant="secondary"
                  loading={save.isPending && save.variables?.status !== 'pending_review'}
                  disabled={save.isPending}
                  onClick={() => void submit('draft')}
                >
                  <Save />
                  {t('saveDraft')}
                </Button>
                <Button
                  loading={save.isPending && save.variables?.status === 'pending_review'}
                  disabled={save.isPending}
                  onClick={() => void submit('pending_review')}
                >
                  <Send />
                  {t('saveForReview')}
                </Button>
              </>
            )}
          </div>
        </div>
      </form>

      <aside className="grid min-w-0 gap-6" aria-label={t('status.title')}>
        {question ? (
          <>
            <StatusPanel
              question={question}
              dirty={isDirty}
              pending={move.isPending ? (move.variables ?? null) : null}
              onChange={(to) => move.mutate(to)}
            />
            <DetailsPanel question={question} />
            <QuestionHistory history={question.history} />
          </>
        ) : (
          <Card>
            <CardHeader>
              <CardTitle level={2}>{t('status.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-ink-muted text-sm">{t('status.newNote')}</p>
            </CardContent>
          </Card>
        )}
      </aside>
    </div>
  );
}
