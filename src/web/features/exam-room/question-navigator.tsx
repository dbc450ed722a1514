import '@/i18n/examRoom';
import type { ExamRoomItem } from '@common/contracts/exams';
import { Bookmark, ChevronUp, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { hasAnswer } from './item-state';

type NavigatorProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The section's items. */
  items: ExamRoomItem[];
  current: number;
  /** Numbering within the section: the first item's position shows as 1. */
  firstPosition: number;
  sectionTitle: string;
  onGo: (position: number) => void;
  /** Opens the review-and-submit step. */
  onReview: () => void;
  reviewLabel: string;
};

/**
 * The question navigator: every question of the section with its state (current, answered,
 * unanswered, marked for review); choosing one goes there.
 */
export function QuestionNavigator({
  open,
  onOpenChange,
  items,
  current,
  firstPosition,
  sectionTitle,
  onGo,
  onReview,
  reviewLabel,
}: NavigatorProps) {
  const { t } = useTranslation('examRoom');
  const index = items.findIndex((item) => item.position === current);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button
          variant="secondary"
          className="min-w-0 gap-1.5 px-3"
          aria-label={t('navigator.open', { number: index + 1, total: items.length })}
        >
          <span className="sm:hidden">
            {t('navigator.triggerShort', { number: index + 1, total: items.length })}
          </span>
          <span className="hidden truncate sm:inline">
            {t('navigator.trigger', { number: index + 1, total: items.length })}
          </span>
          <ChevronUp aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('navigator.title', { section: sectionTitle })}</DialogTitle>
          <DialogDescription>{t('navigator.description')}</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 border-border border-b pb-3 text-ink-muted text-xs">
          <li className="flex items-center gap-1.5">
            <MapPin className="size-3.5 text-primary-700" aria-hidden="true" />
            {t('navigator.legend.current')}
          </li>
          <li className="flex items-center gap-1.5">
            <span
              className="size-3.5 rounded border-2 border-slate-400 border-dashed"
              aria-hidden="true"
            />
            {t('navigator.legend.unanswered')}
          </li>
          <li className="flex items-center gap-1.5">
            <span className="size-3.5 rounded bg-primary-700" aria-hidden="true" />
            {t('navigator.legend.answered')}
          </li>
          <li className="flex items-center gap-1.5">
            <Bookmark className="size-3.5 fill-accent-500 text-accent-600" aria-hidden="true" />
            {t('navigator.legend.flagged')}
          </li>
        </ul>
        <ol className="grid grid-cols-5 gap-2 sm:grid-cols-8">
          {items.map((item) => {
            const number = item.position - firstPosition + 1;
            const answered = hasAnswer(item.answer);
            const isCurrent = item.position === current;
            const states = [
              answered ? t('navigator.state.answered') : t('navigator.state.unanswered'),
              item.flagged ? t('navigator.state.flagged') : null,
              isCurrent ? t('navigator.state.current') : null,
            ].filter(Boolean);
            return (
              <li key={item.position} className="relative">
                <button
                  type="button"
                  onClick={() => {
                    onGo(item.position);
                    onOpenChange(false);
                  }}
                  aria-label={t('navigator.item', { number, states: states.join(', ') })}
                  aria-current={isCurrent ? 'step' : undefined}
                  data-state={answered ? 'answered' : 'unanswered'}
                  data-flagged={item.flagged || undefined}
                  className={cn(
                    'relative grid h-11 w-full place-items-center rounded-lg border-2 font-bold text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    answered
                      ? 'border-primary-700 bg-primary-700 text-white hover:bg-primary-800'
                      : 'border-slate-400 border-dashed text-ink hover:bg-slate-50',
                    isCurrent && 'ring-2 ring-accent-400 ring-offset-2',
                  )}
                >
                  {number}
                  {item.flagged ? (
                    <Bookmark
                      className="absolute -top-2 -end-1.5 size-4 fill-accent-500 text-accent-600"
                      aria-hidden="true"
                    />
                  ) : null}
                </button>
                {isCurrent ? (
                  <MapPin
                    className="absolute -top-3 start-1/2 size-3.5 -translate-x-1/2 text-primary-700 rtl:translate-x-1/2"
                    aria-hidden="true"
                  />
                ) : null}
              </li>
            );
          })}
        </ol>
        <div className="flex justify-end border-border border-t pt-3">
          <Button
            onClick={() => {
              onOpenChange(false);
              onReview();
            }}
          >
            {reviewLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
