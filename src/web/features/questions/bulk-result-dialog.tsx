import type { BulkAction, BulkResult } from '@common/contracts/questions';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/rich-text';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

type Props = {
  /** The action and its answer; the dialog is open while set. */
  outcome: { action: BulkAction['action']; result: BulkResult } | null;
  onClose: () => void;
};

/**
 * After a bulk action that left some questions as they were: how many changed, and each question
 * that did not with the server's reason (a draft is not confirmed directly, and so on).
 */
export function BulkResultDialog({ outcome, onClose }: Props) {
  const { t } = useTranslation('content');
  const result = outcome?.result;
  return (
    <Dialog open={outcome !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl" hideClose>
        <DialogHeader>
          <DialogTitle>{t('questions.resultTitle')}</DialogTitle>
          <DialogDescription>
            {outcome?.action === 'archive'
              ? t('questions.resultArchived', { count: result?.changed ?? 0 })
              : t('questions.resultConfirmed', { count: result?.changed ?? 0 })}{' '}
            {t('questions.resultRefused', { count: result?.skipped.length ?? 0 })}
          </DialogDescription>
        </DialogHeader>
        <ul
          className="grid max-h-80 gap-3 overflow-y-auto"
          aria-label={t('questions.resultRefusedList')}
        >
          {result?.skipped.map((item) => (
            <li key={item.id} className="grid gap-1 rounded-lg border border-border px-3 py-2">
              {item.stem === null ? (
                <span className="font-medium text-sm">{t('questions.resultMissing')}</span>
              ) : (
                <RichText text={item.stem} inline className="line-clamp-2 font-medium text-sm" />
              )}
              <span className="text-ink-muted text-sm">{item.reason}</span>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button onClick={onClose}>{t('questions.resultClose')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
