import type { DuplicateGroup, DuplicateQuestion } from '@common/contracts/question-insights';
import { Archive, Check, ExternalLink, Unlink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichText } from '@/components/rich-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import appI18n from '@/i18n';
import { formatDate } from '@/lib/format';
import { paths } from '@/paths';

const STATUS_BADGE = {
  draft: 'neutral',
  pending_review: 'accent',
  confirmed: 'success',
  archived: 'outline',
} as const;

/** A, B, C… for the questions of a group; the pairs refer to them by these letters. */
export const letterOf = (index: number) =>
  index < 26 ? String.fromCharCode(65 + index) : `Q${index + 1}`;

const percent = (similarity: number) => Math.round(similarity * 100);

function AnswerSummary({ question }: { question: DuplicateQuestion }) {
  const { t } = useTranslation('questionInsights');
  const { answer, choices } = question;
  const choiceLetter = (id: string) => {
    const index = choices.findIndex((c) => c.id === id);
    return index < 0 ? id : letterOf(index).toLowerCase();
  };
  switch (answer.type) {
    case 'single':
      return <>{t('duplicates.answerSingle', { letter: choiceLetter(answer.correct) })}</>;
    case 'multiple':
      return (
        <>
          {t('duplicates.answerMultiple', {
            letters: answer.correct.map(choiceLetter).join(', '),
          })}
        </>
      );
    case 'numeric':
      return (
        <>{t('duplicates.answerNumeric', { value: answer.value, tolerance: answer.tolerance })}</>
      );
    case 'expression':
      return <RichText inline text={`$${answer.expression}$`} />;
    case 'text':
      return <>{t('duplicates.answerText', { accepted: answer.accepted.join(' / ') })}</>;
  }
}

function QuestionColumn({
  question,
  letter,
  onArchive,
  archiving,
}: {
  question: DuplicateQuestion;
  letter: string;
  onArchive: () => void;
  archiving: boolean;
}) {
  const { t, i18n } = useTranslation('questionInsights');
  const headingId = `dup-${question.id}`;
  const correct = new Set(
    question.answer.type === 'single'
      ? [question.answer.correct]
      : question.answer.type === 'multiple'
        ? question.answer.correct
        : [],
  );
  return (
    <article
      aria-labelledby={headingId}
      data-question={question.id}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-canvas/60 p-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-ink">
          {t('duplicates.questionLabel', { letter })}
        </h3>
        <Badge variant={STATUS_BADGE[question.status]}>
          {t(`common.statuses.${question.status}`)}
        </Badge>
      </header>
      <RichText text={question.stem} className="text-ink" />
      {question.choices.length ? (
        <div>
          <p className="sr-only">{t('duplicates.choices')}</p>
          <ol className="grid gap-1 text-sm">
            {question.choices.map((choice, index) => (
              <li key={choice.id} className="flex items-start gap-2">
                <span className="w-5 shrink-0 font-semibold text-ink-muted">
                  {letterOf(index).toLowerCase()}.
                </span>
                <RichText inline text={choice.text} className="min-w-0 flex-1" />
                {correct.has(choice.id) ? (
                  <span className="inline-flex items-center text-success">
                    <Check className="size-4" aria-hidden="true" />
                    <span className="sr-only">{t('duplicates.correct')}</span>
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t('duplicates.answer')}</dt>
        <dd className="min-w-0 text-ink">
          <AnswerSummary question={question} />
        </dd>
        <dt className="text-ink-muted">{t('duplicates.topic')}</dt>
        <dd className="min-w-0 text-ink">{question.topic.name}</dd>
        <dt className="text-ink-muted">{t('duplicates.difficulty')}</dt>
        <dd className="text-ink">{t(`common.difficulties.${question.difficulty}`)}</dd>
        <dt className="text-ink-muted">{t('duplicates.created')}</dt>
        <dd className="text-ink">{formatDate(question.createdAt, i18n.language)}</dd>
        <dt className="text-ink-muted">{t('duplicates.timesSeen')}</dt>
        <dd className="text-ink tabular-nums">
          {question.timesSeen.toLocaleString(appI18n.language)}
        </dd>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Button asChild size="sm" variant="secondary">
          <Link
            to={paths.admin.questionEdit.href({ id: question.id })}
            aria-label={t('duplicates.openLabel', { letter })}
          >
            <ExternalLink aria-hidden="true" />
            {t('duplicates.open')}
          </Link>
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={onArchive}
          loading={archiving}
          aria-label={t('duplicates.archiveLabel', { letter })}
        >
          <Archive aria-hidden="true" />
          {t('duplicates.archive')}
        </Button>
      </div>
    </article>
  );
}

/**
 * One group of near-duplicates: its questions side by side (stacked on small screens), then how
 * alike each linked pair is, with 'Not duplicates' for each pair.
 */
export function DuplicateGroupCard({
  group,
  number,
  onArchive,
  onNotDuplicates,
  busy,
}: {
  group: DuplicateGroup;
  number: number;
  onArchive: (question: DuplicateQuestion, letter: string) => void;
  onNotDuplicates: (firstId: string, secondId: string) => void;
  /** The question id or pair key ("first:second") being changed. */
  busy: string | null;
}) {
  const { t } = useTranslation('questionInsights');
  const letters = new Map(group.questions.map((q, i) => [q.id, letterOf(i)]));
  const best = group.pairs[0]?.similarity ?? 0;
  return (
    <Card data-group={number}>
      <CardHeader className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <CardTitle level={2} id={`group-${number}`}>
          {t('duplicates.group', { number })}
        </CardTitle>
        <p className="text-ink-muted text-sm">
          {t('duplicates.groupSize', { count: group.questions.length })} ·{' '}
          {t('duplicates.upTo', { value: percent(best) })}
        </p>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {group.questions.map((question) => {
            const letter = letters.get(question.id) ?? '?';
            return (
              <QuestionColumn
                key={question.id}
                question={question}
                letter={letter}
                archiving={busy === question.id}
                onArchive={() => onArchive(question, letter)}
              />
            );
          })}
        </div>
        {/* Every group has this part: its name includes the group's, so each region is told apart. */}
        <section aria-labelledby={`pairs-${number} group-${number}`} className="grid gap-2">
          <h3 id={`pairs-${number}`} className="font-semibold text-ink text-sm">
            {t('duplicates.pairs')}
          </h3>
          <ul className="grid gap-2">
            {group.pairs.map((pair) => {
              const first = letters.get(pair.firstId) ?? '?';
              const second = letters.get(pair.secondId) ?? '?';
              const [a, b] = first < second ? [first, second] : [second, first];
              const key = `${pair.firstId}:${pair.secondId}`;
              return (
                <li
                  key={key}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border px-3 py-2"
                >
                  <span className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="font-medium text-ink">
                      {t('duplicates.pair', { first: a, second: b })}
                    </span>
                    <Badge variant="primary">
                      {t('duplicates.similarity', { value: percent(pair.similarity) })}
                    </Badge>
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    loading={busy === key}
                    onClick={() => onNotDuplicates(pair.firstId, pair.secondId)}
                    aria-label={t('duplicates.notDuplicatesLabel', { first: a, second: b })}
                  >
                    <Unlink aria-hidden="true" />
                    {t('duplicates.notDuplicates')}
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
