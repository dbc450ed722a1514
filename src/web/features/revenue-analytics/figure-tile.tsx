import type { LucideIcon } from 'lucide-react';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatRatio } from '@/lib/format';

type FigureTileProps = {
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: string;
  /** Change against the period before as a ratio; undefined: no change line. */
  change?: number | null;
};

/** One headline figure of a revenue page, with a line of context and its change. */
export function FigureTile({ icon: Icon, label, value, hint, change }: FigureTileProps) {
  const { t, i18n } = useTranslation('revenueAnalytics');
  const Trend = change != null && change < 0 ? TrendingDown : TrendingUp;
  return (
    <Card className="grid content-start gap-1.5 p-5">
      <div className="flex items-center gap-2 text-ink-muted">
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        <h2 className="font-medium text-sm">{label}</h2>
      </div>
      <p className="font-bold text-2xl text-ink tabular-nums tracking-tight">{value}</p>
      {hint ? <p className="text-ink-muted text-xs">{hint}</p> : null}
      {change === undefined ? null : (
        <p
          className={cn(
            'inline-flex items-center gap-1 justify-self-start rounded-full px-2 py-0.5 font-semibold text-xs',
            change === null || change === 0
              ? 'bg-slate-100 text-slate-700'
              : change > 0
                ? 'bg-emerald-50 text-emerald-800'
                : 'bg-red-50 text-red-800',
          )}
        >
          {change === null || change === 0 ? null : (
            <Trend className="size-3.5" aria-hidden="true" />
          )}
          {change === null
            ? t('common.noPrevious')
            : change === 0
              ? t('common.noChange')
              : change > 0
                ? t('common.changeUp', { value: formatRatio(change, i18n.language) })
                : t('common.changeDown', { value: formatRatio(change, i18n.language) })}
        </p>
      )}
    </Card>
  );
}
