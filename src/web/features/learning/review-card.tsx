import { Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useStartPractice } from './use-start-practice';

/**
 * The spaced-review queue: cards due now (and soon), and a Review button that builds an exam
 * of the due cards. `subjectId` limits the review to one subject.
 */
export function ReviewCard({
  dueCards,
  dueSoon,
  subjectId,
  subjectName,
  headingLevel = 2,
}: {
  dueCards: number;
  dueSoon?: number;
  subjectId?: string;
  subjectName?: string;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation('learning');
  const start = useStartPractice();
  const Heading = `h${headingLevel}` as const;
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="review-card">
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-50 text-accent-700">
          <Repeat className="size-5" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 gap-0.5">
          <Heading className="font-medium text-ink-muted text-sm">{t('review.title')}</Heading>
          <p className="font-bold text-2xl text-ink tabular-nums tracking-tight">
            {new Intl.NumberFormat(i18n.language).format(dueCards)}
          </p>
          <p className="text-ink-muted text-xs">
            {dueCards > 0 ? t('review.due', { count: dueCards }) : t('review.noneDue')}
            {dueSoon ? ` ${t('review.soon', { count: dueSoon })}` : ''}
          </p>
        </div>
      </div>
      <p className="text-ink-muted text-sm">{t('review.explain')}</p>
      {dueCards > 0 ? (
        <Button
          size="sm"
          className="mt-auto self-start"
          loading={start.isPending}
          aria-label={subjectName ? t('review.actionSubject', { subject: subjectName }) : undefined}
          onClick={() => start.mutate({ kind: 'review', subjectId: subjectId ?? null })}
        >
          <Repeat />
          {t('review.action', { count: dueCards })}
        </Button>
      ) : null}
    </Card>
  );
}
