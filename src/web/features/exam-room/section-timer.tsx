import '@/i18n/examRoom';
import { AlarmClock, Eye, EyeOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatClock } from './use-server-clock';

/** The timer turns amber, shows itself and speaks once when this much time is left. */
export const WARNING_MS = 5 * 60 * 1000;

/**
 * The section's countdown. It can be hidden (a calmer screen); in the last five minutes it shows
 * itself again, turns amber and a polite announcement tells screen-reader users.
 */
export function SectionTimer({ remainingMs }: { remainingMs: number }) {
  const { t } = useTranslation('examRoom');
  const [hidden, setHidden] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const warned = useRef(false);
  const warning = remainingMs <= WARNING_MS;

  useEffect(() => {
    if (warning && remainingMs > 0 && !warned.current) {
      warned.current = true;
      setHidden(false);
      setAnnouncement(t('timer.warning', { count: Math.max(1, Math.ceil(remainingMs / 60_000)) }));
    }
  }, [warning, remainingMs, t]);

  const shown = !hidden;
  return (
    <div className="flex items-center gap-1">
      <div
        role="timer"
        aria-label={t('timer.label')}
        className={cn(
          'flex min-w-[5.5rem] items-center justify-center gap-1.5 rounded-lg px-2.5 py-1 font-bold font-mono text-base tabular-nums sm:text-lg',
          warning ? 'bg-accent-100 text-accent-900 ring-1 ring-accent-400' : 'text-ink',
        )}
        data-warning={warning || undefined}
      >
        {warning ? <AlarmClock className="size-4 shrink-0" aria-hidden="true" /> : null}
        {shown ? (
          <span dir="ltr">{formatClock(remainingMs)}</span>
        ) : (
          <span className="font-sans font-semibold text-ink-muted text-sm">
            {t('timer.hidden')}
          </span>
        )}
      </div>
      <button
        type="button"
        onClick={() => setHidden((h) => !h)}
        aria-pressed={hidden}
        className="grid size-8 place-items-center rounded-md text-ink-muted hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={hidden ? t('timer.show') : t('timer.hide')}
        title={hidden ? t('timer.show') : t('timer.hide')}
      >
        {hidden ? (
          <Eye className="size-4" aria-hidden="true" />
        ) : (
          <EyeOff className="size-4" aria-hidden="true" />
        )}
      </button>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}
