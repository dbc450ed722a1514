import type { PeriodFigure } from '@common/contracts/business-analytics-site';
import type { LucideIcon } from 'lucide-react';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatRatio } from '@/lib/format';

type FigureCardProps = {
  icon: LucideIcon;
  label: string;
  figure: PeriodFigure;
  /** How the figure is written (a count, money…). */
  format: (value: number) => string;
  hint?: string;
  /** 2 when the cards sit right under the page's h1. */
  headingLevel?: 2 | 3;
};

/** One figure of the period with its change against the period before. */
export function FigureCard({
  icon: Icon,
  label,
  figure,
  format,
  hint,
  headingLevel = 3,
}: FigureCardProps) {
  const Heading = `h${headingLevel}` as const;
  const { t, i18n } = useTranslation('siteAnalytics');
  const { current, previous, change } = figure;
  const changeText =
    change === null
      ? current > 0
        ? t('change.new')
        : t('change.none')
      : change === 0
        ? t('change.same')
        : change > 0
          ? t('change.up', { value: formatRatio(change, i18n.language) })
          : t('change.down', { value: formatRatio(-change, i18n.language) });
  const tone =
    change === null || change === 0
      ? 'bg-slate-100 text-slate-700'
      : change > 0
        ? 'bg-emerald-50 text-emerald-800'
        : 'bg-red-50 text-red-800';
  const Trend = change !== null && change < 0 ? TrendingDown : TrendingUp;
  return (
    <Card className="grid gap-2 p-5">
      <div className="flex items-center gap-2 text-ink-muted">
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        <Heading className="font-medium text-sm">{label}</Heading>
      </div>
      <p className="font-bold text-2xl text-ink tabular-nums tracking-tight">{format(current)}</p>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold',
            tone,
          )}
        >
          {change !== null && change !== 0 ? <Trend className="size-3" aria-hidden="true" /> : null}
          {changeText}
        </span>
        <span className="text-ink-muted">{t('change.previous', { value: format(previous) })}</span>
      </p>
      {hint ? <p className="text-ink-muted text-xs">{hint}</p> : null}
    </Card>
  );
}
