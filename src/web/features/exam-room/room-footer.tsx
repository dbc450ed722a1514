import type { ExamRoomItem } from '@common/contracts/exams';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { QuestionNavigator } from './question-navigator';

/**
 * The bottom bar: Back / Next (or Finish section / Submit on the last question) around the
 * question navigator; in an adaptive exam, the progress and Next (or Submit once done).
 */
export function RoomFooter({
  adaptive,
  adaptiveDone,
  number,
  maxItems,
  navigatorOpen,
  onNavigatorOpenChange,
  sectionItems,
  current,
  firstPosition,
  sectionTitle,
  previous,
  following,
  reviewKind,
  onGo,
  onReview,
  onNextAdaptive,
  busy,
  canContinue,
}: {
  adaptive: boolean;
  adaptiveDone: boolean;
  number: number;
  maxItems: number;
  navigatorOpen: boolean;
  onNavigatorOpenChange: (open: boolean) => void;
  sectionItems: ExamRoomItem[];
  current: number;
  firstPosition: number;
  sectionTitle: string;
  previous: ExamRoomItem | undefined;
  following: ExamRoomItem | undefined;
  reviewKind: 'submit' | 'finishSection';
  onGo: (position: number) => void;
  onReview: () => void;
  onNextAdaptive: () => void;
  busy: boolean;
  /** The adaptive question has an answer: Next may ask for the following one. */
  canContinue: boolean;
}) {
  const { t } = useTranslation('examRoom');
  const reviewLabel = reviewKind === 'submit' ? t('footer.reviewSubmit') : t('footer.reviewFinish');
  return (
    <footer className="border-border border-t bg-surface px-3 py-2 sm:px-5">
      <div className="flex items-center gap-2 md:grid md:grid-cols-[1fr_auto_1fr]">
        <div className="hidden md:block" />
        <div className="flex min-w-0 flex-1 md:justify-center">
          {adaptive ? (
            <p className="truncate font-semibold text-sm">
              {t('footer.adaptiveProgress', { number, max: maxItems })}
            </p>
          ) : (
            <QuestionNavigator
              open={navigatorOpen}
              onOpenChange={onNavigatorOpenChange}
              items={sectionItems}
              current={current}
              firstPosition={firstPosition}
              sectionTitle={sectionTitle}
              onGo={onGo}
              onReview={onReview}
              reviewLabel={reviewLabel}
            />
          )}
        </div>
        <div className="flex shrink-0 items-center justify-end gap-2">
          {adaptive ? (
            adaptiveDone ? (
              <Button onClick={onReview}>{t('footer.submit')}</Button>
            ) : (
              <Button onClick={onNextAdaptive} loading={busy} disabled={!canContinue}>
                {t('footer.next')}
                <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
              </Button>
            )
          ) : (
            <>
              <Button
                variant="secondary"
                onClick={() => previous && onGo(previous.position)}
                disabled={!previous}
                className="px-3"
              >
                <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
                {t('footer.back')}
              </Button>
              {following ? (
                <Button onClick={() => onGo(following.position)} className="px-3">
                  {t('footer.next')}
                  <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
                </Button>
              ) : (
                <Button onClick={onReview} className="px-3">
                  {reviewKind === 'submit' ? t('footer.submit') : t('footer.finishSection')}
                </Button>
              )}
            </>
          )}
        </div>
      </div>
    </footer>
  );
}
