import { BarChart3, Table2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDuration, formatPercent, formatRaw } from './exam-labels';

/** Below this percent a topic counts as weak (same threshold as the server's weak topics). */
export const WEAK_PERCENT = 60;

export type ResultRow = {
  id: string;
  label: string;
  correct: number;
  total: number;
  percent: number;
  timeSpentMs: number;
};

function barTone(percent: number) {
  if (percent >= 75) return 'fill-emerald-600';
  if (percent >= WEAK_PERCENT) return 'fill-primary-500';
  if (percent >= 40) return 'fill-accent-400';
  return 'fill-red-500';
}

/** A chart with a "Table" switch: the same numbers as a real table, for reading or copying. */
function ChartFrame({
  title,
  headingId,
  table,
  children,
}: {
  title: string;
  headingId: string;
  table: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('exams');
  const [asTable, setAsTable] = useState(false);
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-ink">
          {title}
        </h3>
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={asTable}
          onClick={() => setAsTable((v) => !v)}
        >
          {asTable ? <BarChart3 /> : <Table2 />}
          {asTable ? t('report.showChart') : t('report.showTable')}
        </Button>
      </div>
      {asTable ? table : children}
    </section>
  );
}

/**
 * Results per section or topic as horizontal SVG bars (one per row, so labels stay readable at
 * any width). The chart is one image whose name states every value; the table view has them too.
 */
export function ResultBars({ title, rows }: { title: string; rows: ResultRow[] }) {
  const { t, i18n } = useTranslation('exams');
  const headingId = useId();
  const lang = i18n.language;
  const describe = (row: ResultRow) =>
    t('report.barLabel', {
      label: row.label,
      correct: formatRaw(row.correct, lang),
      total: row.total,
      percent: formatPercent(row.percent, lang),
    });

  const table = (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">{title}</caption>
        <thead className="bg-slate-50 text-ink-muted text-xs uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('report.colName')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('report.colCorrect')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('report.colPercent')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('report.colTime')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-border border-t">
              <th scope="row" className="px-3 py-2 text-start font-medium text-ink">
                {row.label}
              </th>
              <td className="px-3 py-2 text-end tabular-nums">
                {t('report.correctOf', { correct: formatRaw(row.correct, lang), total: row.total })}
              </td>
              <td className="px-3 py-2 text-end tabular-nums">
                {formatPercent(row.percent, lang)}
              </td>
              <td className="px-3 py-2 text-end tabular-nums">{formatDuration(row.timeSpentMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <ChartFrame title={title} headingId={headingId} table={table}>
      <div role="img" aria-label={`${title}: ${rows.map(describe).join('; ')}`}>
        <ul className="grid grid-cols-1 gap-3" aria-hidden="true">
          {rows.map((row) => {
            const width = Math.max(0, Math.min(100, row.percent));
            return (
              <li key={row.id} className="grid min-w-0 grid-cols-1 gap-1">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0 truncate font-medium text-ink" title={row.label}>
                    {row.label}
                  </span>
                  <span className="shrink-0 text-ink-muted tabular-nums">
                    {t('report.correctOf', {
                      correct: formatRaw(row.correct, lang),
                      total: row.total,
                    })}
                    {' · '}
                    <span className="font-semibold text-ink">
                      {formatPercent(row.percent, lang)}
                    </span>
                  </span>
                </div>
                <svg
                  viewBox="0 0 100 10"
                  preserveAspectRatio="none"
                  className="rtl-flip h-3 w-full overflow-visible"
                  aria-hidden="true"
                  focusable="false"
                >
                  <rect x="0" y="0" width="100" height="10" rx="2" className="fill-slate-100" />
                  <rect
                    x="0"
                    y="0"
                    width={width}
                    height="10"
                    rx="2"
                    className={barTone(row.percent)}
                  />
                  <line
                    x1={WEAK_PERCENT}
                    x2={WEAK_PERCENT}
                    y1="-1"
                    y2="11"
                    className="stroke-slate-400"
                    strokeWidth="0.4"
                    strokeDasharray="1 1"
                    vectorEffect="non-scaling-stroke"
                  />
                </svg>
              </li>
            );
          })}
        </ul>
      </div>
      <p className="text-ink-muted text-xs">{t('report.weakLine', { percent: WEAK_PERCENT })}</p>
    </ChartFrame>
  );
}

export type TimeRow = {
  position: number;
  timeSpentMs: number;
  isCorrect: boolean | null;
};

const TIME_TONE = {
  correct: 'fill-emerald-600',
  incorrect: 'fill-red-500',
  unanswered: 'fill-slate-300',
} as const;

function outcome(row: TimeRow): keyof typeof TIME_TONE {
  return row.isCorrect === null ? 'unanswered' : row.isCorrect ? 'correct' : 'incorrect';
}

/** Time spent on each question as SVG columns coloured by the outcome, with a table view. */
export function TimeChart({ title, rows }: { title: string; rows: TimeRow[] }) {
  const { t } = useTranslation('exams');
  const headingId = useId();
  const max = Math.max(1, ...rows.map((r) => r.timeSpentMs));
  const total = rows.reduce((sum, r) => sum + r.timeSpentMs, 0);
  const average = rows.length ? total / rows.length : 0;
  const slot = 10;
  const width = Math.max(1, rows.length) * slot;
  const height = 60;
  const describe = (row: TimeRow) =>
    t('report.timeLabel', {
      position: row.position,
      time: formatDuration(row.timeSpentMs),
      outcome: t(`report.outcome.${outcome(row)}`),
    });

  const table = (
    <div className="max-h-80 overflow-auto rounded-lg border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">{title}</caption>
        <thead className="sticky top-0 bg-slate-50 text-ink-muted text-xs uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('report.colQuestion')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('report.colOutcome')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('report.colTime')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.position} className="border-border border-t">
              <th scope="row" className="px-3 py-2 text-start font-medium text-ink">
                {t('report.questionNumber', { position: row.position })}
              </th>
              <td className="px-3 py-2">{t(`report.outcome.${outcome(row)}`)}</td>
              <td className="px-3 py-2 text-end tabular-nums">{formatDuration(row.timeSpentMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <ChartFrame title={title} headingId={headingId} table={table}>
      <p className="text-ink-muted text-sm">
        {t('report.timeSummary', {
          total: formatDuration(total),
          average: formatDuration(average),
        })}
      </p>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="rtl-flip h-32 w-full"
        role="img"
        aria-label={`${title}: ${rows.map(describe).join('; ')}`}
      >
        <line
          x1="0"
          x2={width}
          y1={height - 0.5}
          y2={height - 0.5}
          className="stroke-slate-300"
          vectorEffect="non-scaling-stroke"
        />
        {rows.map((row, index) => {
          const h = Math.max(1, (row.timeSpentMs / max) * (height - 2));
          return (
            <rect
              key={row.position}
              x={index * slot + 1.5}
              y={height - h}
              width={slot - 3}
              height={h}
              rx="1"
              className={TIME_TONE[outcome(row)]}
            >
              <title>{describe(row)}</title>
            </rect>
          );
        })}
      </svg>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-ink-muted text-xs" aria-hidden="true">
        {(['correct', 'incorrect', 'unanswered'] as const).map((key) => (
          <li key={key} className="inline-flex items-center gap-1.5">
            <span
              className={cn(
                'inline-block size-2.5 rounded-sm',
                key === 'correct'
                  ? 'bg-emerald-600'
                  : key === 'incorrect'
                    ? 'bg-red-500'
                    : 'bg-slate-300',
              )}
            />
            {t(`report.outcome.${key}`)}
          </li>
        ))}
      </ul>
    </ChartFrame>
  );
}
