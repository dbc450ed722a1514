import type { GenerationStatus } from '@common/contracts/generation';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANT: Record<GenerationStatus, BadgeProps['variant']> = {
  queued: 'neutral',
  running: 'primary',
  succeeded: 'success',
  failed: 'danger',
  cancelled: 'outline',
};

export function GenerationStatusBadge({ status }: { status: GenerationStatus }) {
  const { t } = useTranslation('generation');
  return <Badge variant={VARIANT[status]}>{t(`status.${status}`)}</Badge>;
}

/** Done out of count, as a bar and in words. */
export function GenerationProgress({ done, count }: { done: number; count: number }) {
  const { t } = useTranslation('generation');
  const label = t('jobs.progress', { done, count });
  return (
    <div className="grid min-w-24 gap-1">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={count}
        aria-valuenow={done}
        aria-label={label}
        className="h-1.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-primary-600 transition-[width]"
          style={{ width: `${count ? Math.round((done / count) * 100) : 0}%` }}
        />
      </div>
      <span className="text-ink-muted text-xs tabular-nums">{label}</span>
    </div>
  );
}
