import '@/i18n/examRoom';
import type { ExamRoomItem } from '@common/contracts/exams';
import { Bookmark, CircleDashed } from 'lucide-react';
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
import { reviewLists } from './item-state';

type ReviewDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Submitting the whole exam, or finishing one section of several. */
  kind: 'submit' | 'finishSection';
  items: ExamRoomItem[];
  firstPosition: number;
  busy: boolean;
  onConfirm: () => void;
  onGo: (position: number) => void;
};

function NumberList({
  items,
  firstPosition,
  onGo,
  label,
}: {
  items: ExamRoomItem[];
  firstPosition: number;
  onGo: (position: number) => void;
  label: (number: number) => string;
}) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => {
        const number = item.position - firstPosition + 1;
        return (
          <li key={item.position}>
            <button
              type="button"
              onClick={() => onGo(item.position)}
              aria-label={label(number)}
              className="grid h-9 min-w-9 place-items-center rounded-md border border-border px-2 font-semibold text-sm hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-ring"
            >
              {number}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** "Are you sure?" before submitting or leaving a section, listing what is still open. */
export function ReviewDialog({
  open,
  onOpenChange,
  kind,
  items,
  firstPosition,
  busy,
  onConfirm,
  onGo,
}: ReviewDialogProps) {
  const { t } = useTranslation('examRoom');
  const { unanswered, flagged } = reviewLists(items);
  const go = (position: number) => {
    onOpenChange(false);
    onGo(position);
  };
  return (
    <Dialog open={open} onOpenChange={busy ? undefined : onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {kind === 'submit' ? t('review.submitTitle') : t('review.finishTitle')}
          </DialogTitle>
          <DialogDescription>
            {kind === 'submit' ? t('review.submitText') : t('review.finishText')}
          </DialogDescription>
        </DialogHeader>
        <section aria-labelledby="review-unanswered" className="grid gap-2">
          <h3 id="review-unanswered" className="flex items-center gap-2 font-semibold text-sm">
            <CircleDashed className="size-4 text-ink-muted" aria-hidden="true" />
            {t('review.unanswered', { count: unanswered.length })}
          </h3>
          {unanswered.length ? (
            <NumberList
              items={unanswered}
              firstPosition={firstPosition}
              onGo={go}
              label={(number) => t('review.goTo', { number })}
            />
          ) : (
            <p className="text-ink-muted text-sm">{t('review.allAnswered')}</p>
          )}
        </section>
        <section aria-labelledby="review-flagged" className="grid gap-2">
          <h3 id="review-flagged" className="flex items-center gap-2 font-semibold text-sm">
            <Bookmark className="size-4 fill-accent-500 text-accent-600" aria-hidden="true" />
            {t('review.flagged', { count: flagged.length })}
          </h3>
          {flagged.length ? (
            <NumberList
              items={flagged}
              firstPosition={firstPosition}
              onGo={go}
              label={(number) => t('review.goTo', { number })}
            />
          ) : (
            <p className="text-ink-muted text-sm">{t('review.noneFlagged')}</p>
          )}
        </section>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('review.keepWorking')}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {kind === 'submit' ? t('review.submit') : t('review.finish')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
