import type { ItemAnswer, ReportQuestion } from '@common/contracts/exams';
import { Check, CircleCheck, CircleMinus, CircleX, Clock, Flag, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/rich-text';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatDuration } from './exam-labels';

function chosenIds(answer: ItemAnswer | null): Set<string> {
  if (!answer) return new Set();
  if (answer.type === 'single') return new Set([answer.choice]);
  if (answer.type === 'multiple') return new Set(answer.choices);
  return new Set();
}

/** What the student answered, in words (non-choice questions). */
function typedAnswer(answer: ItemAnswer | null): string | null {
  if (!answer) return null;
  if (answer.type === 'numeric') return String(answer.value);
  if (answer.type === 'expression')
    return answer.expression.trim() ? `$${answer.expression}$` : null;
  if (answer.type === 'text') return answer.text.trim() || null;
  return null;
}

/** One question of the report: stem, the student's answer, the correct one, the explanation. */
export function ReportQuestionCard({ question }: { question: ReportQuestion }) {
  const { t } = useTranslation('exams');
  const outcome =
    question.isCorrect === null ? 'unanswered' : question.isCorrect ? 'correct' : 'incorrect';
  const OutcomeIcon =
    outcome === 'correct' ? CircleCheck : outcome === 'incorrect' ? CircleX : CircleMinus;
  const key = question.correctAnswer;
  const chosen = chosenIds(question.answer);
  const correctIds = new Set(
    key.type === 'single' ? [key.correct] : key.type === 'multiple' ? key.correct : [],
  );
  const isChoice = question.type === 'single' || question.type === 'multiple';
  const partial = outcome === 'incorrect' && question.score > 0;

  return (
    <article
      aria-labelledby={`q-${question.position}`}
      data-outcome={outcome}
      className={cn(
        'grid gap-4 rounded-card border bg-surface p-4 shadow-card sm:p-5',
        outcome === 'correct'
          ? 'border-emerald-200'
          : outcome === 'incorrect'
            ? 'border-red-200'
            : 'border-border',
      )}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h3 id={`q-${question.position}`} className="font-semibold text-ink">
          {t('report.questionNumber', { position: question.position })}
        </h3>
        <Badge
          variant={
            outcome === 'correct' ? 'success' : outcome === 'incorrect' ? 'danger' : 'neutral'
          }
        >
          <OutcomeIcon className="size-3.5" aria-hidden="true" />
          {partial
            ? t('report.partial', { percent: Math.round(question.score * 100) })
            : t(`report.outcome.${outcome}`)}
        </Badge>
        {question.flagged ? (
          <Badge variant="accent">
            <Flag className="size-3.5" aria-hidden="true" />
            {t('report.flagged')}
          </Badge>
        ) : null}
        <span className="ms-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-muted text-xs">
          <span>{question.topic.name}</span>
          <span>
            {t(`difficulties.${question.difficulty}`, { defaultValue: question.difficulty })}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{t('report.timeSpent')}</span>
            {formatDuration(question.timeSpentMs)}
          </span>
        </span>
      </header>

      {question.passage ? (
        <details className="rounded-lg border border-border bg-slate-50 p-3 text-sm">
          <summary className="cursor-pointer font-medium text-ink">
            {t('report.passage', { title: question.passage.title })}
          </summary>
          <RichText text={question.passage.body} className="mt-2 text-ink" />
        </details>
      ) : null}

      <RichText text={question.stem} className="text-ink" />

      {isChoice ? (
        <ul className="grid gap-2" aria-label={t('report.choices')}>
          {question.choices.map((choice, index) => {
            const isCorrect = correctIds.has(choice.id);
            const isChosen = chosen.has(choice.id);
            return (
              <li
                key={choice.id}
                className={cn(
                  'flex items-start gap-3 rounded-lg border px-3 py-2 text-sm',
                  isCorrect
                    ? 'border-emerald-300 bg-emerald-50'
                    : isChosen
                      ? 'border-red-300 bg-red-50'
                      : 'border-border',
                )}
              >
                <span
                  className="grid size-6 shrink-0 place-items-center rounded-full border border-current font-semibold text-xs"
                  aria-hidden="true"
                >
                  {String.fromCharCode(65 + index)}
                </span>
                <RichText text={choice.text} className="min-w-0 flex-1 pt-0.5" />
                <span className="flex shrink-0 flex-col items-end gap-1 pt-0.5 text-xs">
                  {isChosen ? (
                    <span
                      className={cn(
                        'inline-flex items-center gap-1 font-semibold',
                        isCorrect ? 'text-emerald-800' : 'text-red-800',
                      )}
                    >
                      {isCorrect ? (
                        <Check className="size-3.5" aria-hidden="true" />
                      ) : (
                        <X className="size-3.5" aria-hidden="true" />
                      )}
                      {t('report.yourAnswer')}
                    </span>
                  ) : null}
                  {isCorrect ? (
                    <span className="inline-flex items-center gap-1 font-semibold text-emerald-800">
                      <CircleCheck className="size-3.5" aria-hidden="true" />
                      {t('report.correctAnswer')}
                    </span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div
            className={cn(
              'rounded-lg border p-3',
              outcome === 'correct'
                ? 'border-emerald-300 bg-emerald-50'
                : outcome === 'incorrect'
                  ? 'border-red-300 bg-red-50'
                  : 'border-border',
            )}
          >
            <dt className="font-medium text-ink-muted text-xs uppercase">
              {t('report.yourAnswer')}
            </dt>
            <dd className="mt-1 text-ink">
              {typedAnswer(question.answer) ? (
                <RichText text={typedAnswer(question.answer) ?? ''} inline />
              ) : (
                <span className="text-ink-muted italic">{t('report.noAnswer')}</span>
              )}
            </dd>
          </div>
          <div className="rounded-lg border border-emerald-300 bg-emerald-50 p-3">
            <dt className="font-medium text-ink-muted text-xs uppercase">
              {t('report.correctAnswer')}
            </dt>
            <dd className="mt-1 text-ink">
              <CorrectAnswer question={question} />
            </dd>
          </div>
        </dl>
      )}
      {isChoice && chosen.size === 0 ? (
        <p className="text-ink-muted text-sm italic">{t('report.noAnswer')}</p>
      ) : null}

      {question.explanation.trim() ? (
        <div className="rounded-lg bg-primary-50/60 p-3 text-sm">
          <h4 className="mb-1 font-semibold text-primary-900">{t('report.explanation')}</h4>
          <RichText text={question.explanation} className="text-ink" />
        </div>
      ) : null}
    </article>
  );
}

function CorrectAnswer({ question }: { question: ReportQuestion }) {
  const { t } = useTranslation('exams');
  const key = question.correctAnswer;
  if (key.type === 'numeric') {
    return (
      <span className="tabular-nums">
        {key.tolerance > 0
          ? t('report.numericTolerance', { value: key.value, tolerance: key.tolerance })
          : String(key.value)}
      </span>
    );
  }
  if (key.type === 'expression') return <RichText text={`$${key.expression}$`} inline />;
  if (key.type === 'text') return <span>{key.accepted.join(' · ')}</span>;
  return null;
}
