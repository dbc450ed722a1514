import '@/i18n/examRoom';
import { CloudCheck, CloudOff, LoaderCircle, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { SaveStatus } from './save-queue';

/**
 * Where the answers are: saved, on their way, kept on this device while offline, or being
 * retried. Screen readers hear it politely when a save lands or runs into trouble; the brief
 * 'Saving…' between is not announced (it would be noise).
 */
export function SaveStatusIndicator({
  status,
  onRetry,
}: {
  status: SaveStatus;
  onRetry: () => void;
}) {
  const { t } = useTranslation('examRoom');
  const Icon =
    status === 'saved'
      ? CloudCheck
      : status === 'saving'
        ? LoaderCircle
        : status === 'offline'
          ? CloudOff
          : RefreshCw;
  const trouble = status === 'offline' || status === 'retrying';
  return (
    <div className="flex min-w-0 items-center gap-1.5 text-xs" data-save-status={status}>
      <Icon
        className={cn(
          'size-4 shrink-0',
          status === 'saved' && 'text-success',
          status === 'saving' && 'text-ink-muted motion-safe:animate-spin',
          trouble && 'text-accent-700',
        )}
        aria-hidden="true"
      />
      {/* Busy while saving: screen readers wait and then say where the answers are. */}
      <span
        role="status"
        aria-live="polite"
        aria-busy={status === 'saving'}
        className={cn(
          'min-w-0 truncate font-medium',
          trouble ? 'text-accent-800' : 'text-ink-muted',
        )}
      >
        {t(`save.${status}`)}
      </span>
      {trouble ? (
        <button
          type="button"
          onClick={onRetry}
          className="shrink-0 font-semibold text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {t('save.retryNow')}
        </button>
      ) : null}
    </div>
  );
}
