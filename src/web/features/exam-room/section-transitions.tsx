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
import { Spinner } from '@/components/ui/spinner';

/** Section transitions: the deadline passed and the section or exam is being handed in. */
export function TimeUpDialog({
  state,
  last,
  onRetry,
}: {
  state: 'working' | 'failed' | null;
  last: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('examRoom');
  return (
    <Dialog open={state !== null}>
      <DialogContent
        hideClose
        onEscapeKeyDown={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{t('timeUp.title')}</DialogTitle>
          <DialogDescription>
            {state === 'failed'
              ? t('timeUp.failed')
              : last
                ? t('timeUp.submitting')
                : t('timeUp.finishing')}
          </DialogDescription>
        </DialogHeader>
        {state === 'working' ? (
          <div className="flex justify-center py-2">
            <Spinner className="size-8 text-primary-600" />
          </div>
        ) : (
          <DialogFooter>
            <Button onClick={onRetry}>{t('timeUp.retry')}</Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** No question to show: an adaptive exam that is complete, or an exam without items. */
export function EmptyRoom({
  title,
  adaptiveDone,
  busy,
  onSubmit,
}: {
  title: string;
  adaptiveDone: boolean;
  busy: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('examRoom');
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-canvas p-4">
      <div className="grid max-w-md gap-4 rounded-card border border-border bg-surface p-6 text-center shadow-sm">
        <h1 className="font-semibold text-xl">{title}</h1>
        <p className="text-ink-muted">
          {adaptiveDone ? t('empty.adaptiveDone') : t('empty.noItems')}
        </p>
        <Button onClick={onSubmit} loading={busy}>
          {t('footer.submit')}
        </Button>
      </div>
    </main>
  );
}
