import '@/i18n/exams';
import {
  type CreateExamInput,
  CUSTOM_DIFFICULTIES,
  type CustomDifficulty,
  createExamInputSchema,
  EXAM_MODES,
  type ExamMode,
  type ExamOptions,
  type OptionSubject,
  type OptionTemplate,
} from '@common/contracts/exams';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BookOpen, Calculator, Clock, ListChecks, Lock, Plus, Sparkles } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { createExam, examKeys, examsQueryKey, getExamOptions } from '@/features/exams/api';
import { MODE_ICONS } from '@/features/exams/exam-labels';
import { ExamRefusal } from '@/features/exams/exam-refusal';
import { ApiRequestError, isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';

const CUSTOM = 'custom';

type CustomState = {
  topicIds: string[];
  questionCount: string;
  difficulty: CustomDifficulty;
  timed: boolean;
  minutes: string;
};

const DEFAULT_CUSTOM: CustomState = {
  topicIds: [],
  questionCount: '20',
  difficulty: 'mixed',
  timed: false,
  minutes: '30',
};

/** Field paths of the create request → the message under that field. */
type FieldErrors = Partial<Record<string, string>>;

/** Create an exam: subject, then a template or a custom exam, then the mode. */
export function Component() {
  const { t } = useTranslation('exams');
  useDocumentTitle(t('create.pageTitle'));
  const options = useQuery({ queryKey: examKeys.options, queryFn: getExamOptions });

  return (
    <>
      <PageHeader title={t('create.title')} description={t('create.subtitle')}>
        {options.data ? <AllowancePill allowance={options.data.allowance} /> : null}
      </PageHeader>
      {options.isPending ? (
        <div className="grid gap-4">
          <Skeleton className="h-32" />
          <Skeleton className="h-56" />
          <Skeleton className="h-40" />
        </div>
      ) : options.isError ? (
        <FormAlert>{t('create.loadFailed')}</FormAlert>
      ) : options.data.subjects.length === 0 ? (
        <NoSubjects locked={options.data.lockedSubjects} />
      ) : (
        <CreateExamForm options={options.data} />
      )}
    </>
  );
}

function AllowancePill({ allowance }: { allowance: ExamOptions['allowance'] }) {
  const { t } = useTranslation('exams');
  return (
    <p
      className={cn(
        'flex w-fit items-center gap-2 rounded-full px-4 py-2 font-semibold text-sm',
        allowance.remaining === 0 ? 'bg-red-50 text-red-800' : 'bg-accent-50 text-accent-900',
      )}
    >
      <ListChecks className="size-4" aria-hidden="true" />
      {allowance.remaining === null
        ? t('create.unlimited')
        : t('create.remaining', { count: allowance.remaining })}
    </p>
  );
}

function NoSubjects({ locked }: { locked: ExamOptions['lockedSubjects'] }) {
  const { t } = useTranslation('exams');
  return (
    <EmptyState
      icon={Lock}
      headingLevel={2}
      title={t('create.noSubjectsTitle')}
      description={
        locked.length
          ? t('create.noSubjectsText', { names: locked.map((s) => s.name).join(', ') })
          : t('create.noSubjectsEmpty')
      }
      action={
        <Button asChild>
          <Link to={paths.student.unlockedSubjects.href()}>{t('create.unlockSubject')}</Link>
        </Button>
      }
    />
  );
}

/** A numbered step of the form: a fieldset whose legend is the step's heading. */
function Step({
  number,
  title,
  hint,
  children,
  error,
}: {
  number: number;
  title: string;
  hint?: string;
  children: ReactNode;
  error?: string;
}) {
  return (
    <Card className="p-4 sm:p-6">
      <fieldset className="grid min-w-0 gap-4">
        <legend className="mb-4 flex items-start gap-3">
          <span
            className="grid size-7 shrink-0 place-items-center rounded-full bg-primary-700 font-bold text-sm text-white"
            aria-hidden="true"
          >
            {number}
          </span>
          <span className="grid gap-0.5">
            <span className="font-semibold text-ink text-lg">{title}</span>
            {hint ? <span className="text-ink-muted text-sm">{hint}</span> : null}
          </span>
        </legend>
        {children}
        {error ? (
          <p role="alert" className="font-medium text-danger text-sm">
            {error}
          </p>
        ) : null}
      </fieldset>
    </Card>
  );
}

/** A radio button drawn as a card; its name is the title, the rest describes it. */
function RadioCard({
  name,
  value,
  checked,
  disabled,
  onChange,
  title,
  children,
  className,
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <label
      htmlFor={`${id}-input`}
      className={cn(
        'flex h-full cursor-pointer gap-3 rounded-xl border border-border bg-surface p-4 transition-colors hover:border-primary-300',
        'has-checked:border-primary-600 has-checked:bg-primary-50/60 has-checked:ring-1 has-checked:ring-primary-600',
        'has-focus-visible:outline-2 has-focus-visible:outline-ring has-focus-visible:outline-offset-2',
        disabled && 'cursor-not-allowed opacity-60 hover:border-border',
        className,
      )}
    >
      <input
        id={`${id}-input`}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(value)}
        aria-labelledby={`${id}-title`}
        aria-describedby={children ? `${id}-desc` : undefined}
        className="mt-1 size-4 shrink-0 accent-primary-700 focus-visible:outline-none"
      />
      <span className="grid min-w-0 flex-1 content-start gap-1">
        <span id={`${id}-title`} className="font-semibold text-ink">
          {title}
        </span>
        {children ? (
          <span id={`${id}-desc`} className="grid content-start gap-1 text-ink-muted text-sm">
            {children}
          </span>
        ) : null}
      </span>
    </label>
  );
}

function toInt(value: string): number | undefined {
  const trimmed = value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

function CreateExamForm({ options }: { options: ExamOptions }) {
  const { t, i18n } = useTranslation('exams');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const initialSubject =
    options.subjects.find((s) => s.id === params.get('subject'))?.id ??
    (options.subjects.length === 1 ? options.subjects[0]?.id : undefined) ??
    '';
  const [subjectId, setSubjectId] = useState(initialSubject);
  const [choice, setChoice] = useState<string>('');
  const [custom, setCustom] = useState<CustomState>(DEFAULT_CUSTOM);
  const [mode, setMode] = useState<ExamMode>('practice');
  const [errors, setErrors] = useState<FieldErrors>({});
  const subject = options.subjects.find((s) => s.id === subjectId);
  const outOfExams = options.allowance.remaining === 0;

  const create = useMutation({
    mutationFn: (input: CreateExamInput) => createExam(input),
    onSuccess: async (created) => {
      toast.success(t('create.created'));
      await queryClient.invalidateQueries({ queryKey: examsQueryKey });
      navigate(paths.student.exam.href({ examId: created.id }));
    },
    onError: (error) => {
      if (isApiError(error, 400) && Object.keys(error.fields).length) setErrors(error.fields);
    },
  });

  const chooseSubject = (id: string) => {
    setSubjectId(id);
    setChoice('');
    setCustom(DEFAULT_CUSTOM);
    setErrors({});
    create.reset();
  };

  const chooseMode = (value: ExamMode) => {
    setMode(value);
    if (value === 'simulation') setCustom((c) => ({ ...c, timed: true }));
  };

  const buildInput = (): CreateExamInput => {
    const input: CreateExamInput = { subjectId, mode };
    if (choice === CUSTOM) {
      input.custom = {
        topicIds: custom.topicIds,
        questionCount: toInt(custom.questionCount) ?? Number.NaN,
        difficulty: custom.difficulty,
        timed: custom.timed,
        ...(custom.timed ? { minutes: toInt(custom.minutes) ?? Number.NaN } : {}),
      };
    } else if (choice) {
      input.templateId = choice;
    }
    return input;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.reset();
    const next: FieldErrors = {};
    if (!subjectId) next.subjectId = t('create.errors.subject');
    else if (!choice) next.templateId = t('create.errors.template');
    const input = buildInput();
    if (!next.subjectId && !next.templateId) {
      const parsed = createExamInputSchema.safeParse(input);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const path = issue.path.join('.');
          next[path] ??= issue.message;
        }
      }
    }
    setErrors(next);
    if (Object.keys(next).length) {
      const first = document.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus();
      return;
    }
    create.mutate(input);
  };

  const refusal =
    create.isError && !(isApiError(create.error, 400) && Object.keys(create.error.fields).length);

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label={t('create.title')}>
      {outOfExams ? <ExamRefusal error={limitError(t('create.limitText'))} /> : null}

      <Step
        number={1}
        title={t('create.subjectStep')}
        hint={t('create.subjectHint')}
        error={errors.subjectId}
      >
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {options.subjects.map((s) => (
            <RadioCard
              key={s.id}
              name="subject"
              value={s.id}
              checked={subjectId === s.id}
              onChange={chooseSubject}
              title={s.name}
            >
              <span className="flex flex-wrap items-center gap-2">
                <Badge variant="outline">{s.board}</Badge>
                <span>
                  {t('create.unlockedUntil', {
                    date: formatDate(s.unlockedUntil, i18n.language),
                  })}
                </span>
              </span>
            </RadioCard>
          ))}
        </div>
        {options.lockedSubjects.length ? (
          <div className="grid gap-2 rounded-lg bg-slate-50 p-3">
            <p className="font-medium text-ink text-sm">{t('create.lockedTitle')}</p>
            <ul className="flex flex-wrap gap-2">
              {options.lockedSubjects.map((s) => (
                <li key={s.id}>
                  <span className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface px-3 py-1 text-ink-muted text-sm">
                    <Lock className="size-3.5" aria-hidden="true" />
                    {s.name}
                  </span>
                </li>
              ))}
            </ul>
            <Link
              to={paths.student.unlockedSubjects.href()}
              className="w-fit font-semibold text-primary-700 text-sm underline-offset-4 hover:underline"
            >
              {t('create.unlockMore')}
            </Link>
          </div>
        ) : null}
      </Step>

      {subject ? (
        <Step
          number={2}
          title={t('create.contentStep')}
          hint={t('create.contentHint')}
          error={errors.templateId}
        >
          <TemplateChoices
            subject={subject}
            choice={choice}
            onChoose={(value) => {
              setChoice(value);
              setErrors({});
              const chosen = subject.templates.find((tpl) => tpl.id === value);
              if (chosen?.kind === 'adaptive') setMode('adaptive');
            }}
          />
          {choice === CUSTOM ? (
            <CustomFields
              subject={subject}
              value={custom}
              mode={mode}
              errors={errors}
              limits={options.limits}
              onChange={(patch) => setCustom((c) => ({ ...c, ...patch }))}
            />
          ) : null}
        </Step>
      ) : null}

      {subject ? (
        <Step
          number={3}
          title={t('create.modeStep')}
          hint={t('create.modeHint')}
          error={errors.mode}
        >
          <div className="grid gap-3 md:grid-cols-3">
            {EXAM_MODES.map((m) => {
              const Icon = MODE_ICONS[m];
              return (
                <RadioCard
                  key={m}
                  name="mode"
                  value={m}
                  checked={mode === m}
                  onChange={(v) => chooseMode(v as ExamMode)}
                  title={
                    <span className="inline-flex items-center gap-2">
                      <Icon className="size-4 text-primary-700" aria-hidden="true" />
                      {t(`modes.${m}`)}
                    </span>
                  }
                >
                  {t(`modeHints.${m}`)}
                </RadioCard>
              );
            })}
          </div>
        </Step>
      ) : null}

      {refusal ? <ExamRefusal error={create.error} /> : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Button variant="ghost" asChild>
          <Link to={paths.student.myExams.href()}>{t('create.cancel')}</Link>
        </Button>
        <Button
          type="submit"
          size="lg"
          loading={create.isPending}
          disabled={outOfExams || !subject}
        >
          <Plus />
          {t('create.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The server's refusal, shown before any request when the allowance is used up. */
function limitError(message: string) {
  return new ApiRequestError(403, { code: 'EXAM_LIMIT_REACHED', message });
}

function TemplateChoices({
  subject,
  choice,
  onChoose,
}: {
  subject: OptionSubject;
  choice: string;
  onChoose: (value: string) => void;
}) {
  const { t } = useTranslation('exams');
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {subject.templates.map((tpl) => (
        <RadioCard
          key={tpl.id}
          name="content"
          value={tpl.id}
          checked={choice === tpl.id}
          disabled={!tpl.fillable}
          onChange={onChoose}
          title={
            <span className="flex flex-wrap items-center gap-2">
              {tpl.name}
              <Badge variant="primary">{t(`kinds.${tpl.kind}`)}</Badge>
            </span>
          }
        >
          <TemplateFacts template={tpl} />
        </RadioCard>
      ))}
      <RadioCard
        name="content"
        value={CUSTOM}
        checked={choice === CUSTOM}
        onChange={onChoose}
        title={
          <span className="inline-flex items-center gap-2">
            <Sparkles className="size-4 text-accent-600" aria-hidden="true" />
            {t('create.custom')}
          </span>
        }
      >
        {t('create.customHint')}
      </RadioCard>
    </div>
  );
}

function TemplateFacts({ template }: { template: OptionTemplate }) {
  const { t } = useTranslation('exams');
  return (
    <>
      {template.description ? (
        <span dir="auto" className="line-clamp-2">
          {template.description}
        </span>
      ) : null}
      <span className="flex flex-wrap gap-x-4 gap-y-1 font-medium text-ink">
        <span className="inline-flex items-center gap-1">
          <BookOpen className="size-3.5" aria-hidden="true" />
          {t('units.questions', { count: template.totalQuestions })}
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" />
          {t('units.minutes', { count: template.totalMinutes })}
        </span>
      </span>
      {template.sections.length > 1 ? (
        <span className="grid gap-0.5">
          {template.sections.map((section, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sections are positional
            <span key={index} className="flex flex-wrap items-center gap-x-2 text-xs">
              <span className="font-medium text-ink">{section.title}</span>
              <span>
                {t('create.sectionFacts', {
                  questions: section.questionCount,
                  minutes: section.durationMinutes,
                })}
              </span>
              {section.calculator ? (
                <span className="inline-flex items-center gap-0.5">
                  <Calculator className="size-3" aria-hidden="true" />
                  {t('create.calculator')}
                </span>
              ) : null}
            </span>
          ))}
        </span>
      ) : template.sections[0]?.calculator ? (
        <span className="inline-flex items-center gap-1 text-xs">
          <Calculator className="size-3" aria-hidden="true" />
          {t('create.calculator')}
        </span>
      ) : null}
      {!template.fillable ? (
        <span className="font-medium text-amber-800">{t('create.notFillable')}</span>
      ) : null}
    </>
  );
}

function CustomFields({
  subject,
  value,
  mode,
  errors,
  limits,
  onChange,
}: {
  subject: OptionSubject;
  value: CustomState;
  mode: ExamMode;
  errors: FieldErrors;
  limits: ExamOptions['limits'];
  onChange: (patch: Partial<CustomState>) => void;
}) {
  const { t } = useTranslation('exams');
  const idBase = useId();
  const selected = useMemo(() => new Set(value.topicIds), [value.topicIds]);
  const usable = subject.topics.filter((topic) => topic.available > 0);
  const available = subject.topics
    .filter((topic) => selected.has(topic.id))
    .reduce((sum, topic) => sum + topic.available, 0);
  const toggle = (id: string, on: boolean) =>
    onChange({
      topicIds: on ? [...value.topicIds, id] : value.topicIds.filter((x) => x !== id),
    });
  const topicsError = errors['custom.topicIds'];

  return (
    <div className="grid gap-5 rounded-xl border border-primary-200 bg-primary-50/30 p-4">
      <fieldset
        className="grid gap-3"
        aria-describedby={topicsError ? `${idBase}-topics-error` : undefined}
      >
        <legend className="mb-2 flex w-full flex-wrap items-center justify-between gap-2">
          <span className="font-semibold text-ink text-sm">{t('create.topics')}</span>
        </legend>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onChange({ topicIds: usable.map((topic) => topic.id) })}
          >
            {t('create.allTopics')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onChange({ topicIds: [] })}>
            {t('create.clearTopics')}
          </Button>
          <span className="text-ink-muted text-sm" aria-live="polite">
            {t('create.topicsChosen', { count: selected.size, available })}
          </span>
        </div>
        <ul className="grid gap-2 sm:grid-cols-2">
          {subject.topics.map((topic) => {
            const id = `${idBase}-topic-${topic.id}`;
            return (
              <li key={topic.id} className="flex items-center gap-2.5">
                <Checkbox
                  id={id}
                  checked={selected.has(topic.id)}
                  disabled={topic.available === 0}
                  aria-invalid={topicsError ? true : undefined}
                  onCheckedChange={(checked) => toggle(topic.id, checked === true)}
                />
                <Label
                  htmlFor={id}
                  className="flex min-w-0 flex-1 items-baseline justify-between gap-2 font-normal leading-snug"
                >
                  <span className="min-w-0">{topic.name}</span>
                  <span className="shrink-0 text-ink-muted text-xs tabular-nums">
                    {t('create.topicAvailable', { count: topic.available })}
                  </span>
                </Label>
              </li>
            );
          })}
        </ul>
        {topicsError ? (
          <p id={`${idBase}-topics-error`} className="font-medium text-danger text-sm">
            {topicsError}
          </p>
        ) : null}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('create.questionCount')}
          hint={t('create.questionCountHint', {
            min: limits.minQuestions,
            max: limits.maxQuestions,
          })}
          error={errors['custom.questionCount']}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={limits.minQuestions}
            max={limits.maxQuestions}
            value={value.questionCount}
            onChange={(e) => onChange({ questionCount: e.target.value })}
          />
        </FormField>
        <fieldset className="grid content-start gap-1.5">
          <legend className="mb-1.5 font-medium text-ink text-sm leading-none">
            {t('create.difficulty')}
          </legend>
          <div className="grid grid-cols-4 gap-1 rounded-lg bg-slate-100 p-1">
            {CUSTOM_DIFFICULTIES.map((d) => (
              <label
                key={d}
                className="cursor-pointer rounded-md px-1 py-1.5 text-center font-medium text-ink-muted text-sm has-checked:bg-surface has-checked:text-ink has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-ring"
              >
                <input
                  type="radio"
                  name="difficulty"
                  value={d}
                  checked={value.difficulty === d}
                  onChange={() => onChange({ difficulty: d })}
                  className="sr-only"
                />
                {t(`difficulties.${d}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <div className="grid gap-1.5">
          <div className="flex items-center gap-2.5 pt-1">
            <Checkbox
              id={`${idBase}-timed`}
              checked={value.timed}
              disabled={mode === 'simulation'}
              aria-describedby={`${idBase}-timed-hint`}
              onCheckedChange={(checked) => onChange({ timed: checked === true })}
            />
            <Label htmlFor={`${idBase}-timed`}>{t('create.timed')}</Label>
          </div>
          <p id={`${idBase}-timed-hint`} className="text-ink-muted text-xs">
            {mode === 'simulation' ? t('create.timedSimulation') : t('create.timedHint')}
          </p>
          {errors['custom.timed'] ? (
            <p className="font-medium text-danger text-sm">{errors['custom.timed']}</p>
          ) : null}
        </div>
        {value.timed ? (
          <FormField
            label={t('create.minutes')}
            hint={t('create.minutesHint', { max: limits.maxMinutes })}
            error={errors['custom.minutes']}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={limits.maxMinutes}
              value={value.minutes}
              onChange={(e) => onChange({ minutes: e.target.value })}
            />
          </FormField>
        ) : null}
      </div>
    </div>
  );
}
