import { changeRatio } from '@common/contracts/analytics-period';
import { type LucideIcon, TrendingDown, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatCount, formatRatio } from '@/lib/format';

const tones = {
  primary: 'bg-primary-50 text-primary-700',
  accent: 'bg-accent-50 text-accent-700',
  neutral: 'bg-slate-100 text-slate-600',
  danger: 'bg-red-50 text-red-700',
};

/** A figure of the period and of the period before it, for its change. */
export type FigureChange = {
  current: number;
  previous: number;
  /** The ratio where the server sends one; otherwise worked out here. */
  change?: number | null;
};

export type FigureCardProps = {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  /** A line of context under the figure. */
  hint?: ReactNode;
  change?: FigureChange;
  /** The period before's figure as written ("$1,000.00"): "… in the period before". */
  previous?: string;
  tone?: keyof typeof tones;
  /** 2 when the cards sit right under the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
};

/**
 * One headline figure of an analytics page: its label and value, its change against the period
 * before (a toned pill with an arrow), that period's figure and a line of context, each when given.
 * Every figure card of the admin analytics pages is this one, so they read and look the same.
 */
export function FigureCard({
  icon: Icon,
  label,
  value,
  hint,
  change,
  previous,
  tone = 'primary',
  headingLevel = 2,
}: FigureCardProps) {
  const Heading = `h${headingLevel}` as const;
  const { t } = useTranslation();
  // "None in either period" says it all: no "0 in the period before" under it.
  const showPrevious =
    previous !== undefined && !(change && change.current === 0 && change.previous === 0);
  return (
    <Card className="flex items-start gap-4 p-5">
      <span className={cn('grid size-11 shrink-0 place-items-center rounded-xl', tones[tone])}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      {/* The label's parent holds the whole figure: tests and journeys find a card by its label. */}
      <div className="grid min-w-0 gap-1">
        <Heading className="font-medium text-ink-muted text-sm">{label}</Heading>
        <p className="font-bold text-2xl text-ink tabular-nums tracking-tight">{value}</p>
        {change || showPrevious ? (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
            {change ? <ChangePill change={change} /> : null}
            {showPrevious ? (
              <span className="text-ink-muted">{t('ui.change.previous', { value: previous })}</span>
            ) : null}
          </p>
        ) : null}
        {hint ? <p className="text-pretty text-ink-muted text-xs">{hint}</p> : null}
      </div>
    </Card>
  );
}

export type PeriodFigureCardProps = Omit<FigureCardProps, 'value' | 'change' | 'previous'> & {
  figure: FigureChange;
  /** How the figure is written (money…; a count when not given); the period before's likewise. */
  format?: (value: number) => string;
};

/** A figure of the period with its change and the period before's figure. */
export function PeriodFigureCard({ figure, format, ...props }: PeriodFigureCardProps) {
  const { i18n } = useTranslation();
  const write = format ?? ((value: number) => formatCount(value, i18n.language));
  return (
    <FigureCard
      {...props}
      value={write(figure.current)}
      change={figure}
      previous={write(figure.previous)}
    />
  );
}

function ChangePill({ change }: { change: FigureChange }) {
  const { t, i18n } = useTranslation();
  const ratio =
    change.change === undefined ? changeRatio(change.current, change.previous) : change.change;
  // No ratio: the period before had none, so the figure is new (or there is none at all).
  const text =
    ratio === null
      ? change.current !== 0
        ? t('ui.change.new')
        : t('ui.change.none')
      : ratio === 0
        ? t('ui.change.same')
        : ratio > 0
          ? t('ui.change.up', { value: formatRatio(ratio, i18n.language) })
          : t('ui.change.down', { value: formatRatio(-ratio, i18n.language) });
  const Trend = ratio !== null && ratio < 0 ? TrendingDown : TrendingUp;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold',
        ratio === null || ratio === 0
          ? 'bg-slate-100 text-slate-700'
          : ratio > 0
            ? 'bg-emerald-50 text-emerald-800'
            : 'bg-red-50 text-red-800',
      )}
    >
      {ratio === null || ratio === 0 ? null : <Trend className="size-3" aria-hidden="true" />}
      {text}
    </span>
  );
}

export type FigureColumns = keyof typeof gridColumns;

const gridColumns = {
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 xl:grid-cols-4',
  5: 'sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5',
};

/** The row of figure cards of a page. */
export function FigureGrid({ columns, children }: { columns: FigureColumns; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={cn('grid gap-4', gridColumns[columns])} aria-label={t('ui.period.figures')}>
      {children}
    </section>
  );
}

/** Placeholders of the figure cards while they load, in the same grid. */
export function FigureGridSkeleton({ columns }: { columns: FigureColumns }) {
  return (
    <div className={cn('grid gap-4', gridColumns[columns])} aria-busy="true">
      {Array.from({ length: columns }, (_, n) => `figure-${n}`).map((slot) => (
        <Skeleton key={slot} className="h-32 rounded-card" />
      ))}
    </div>
  );
}
