import type { UserBehavior } from '@common/contracts/business-analytics-learning';
import { useTranslation } from 'react-i18next';
import { formatCount, formatRatio } from '@/lib/format';
import { TableCard } from './table-card';
import { useDayFormat } from './use-day-format';

/** Background of a retention cell: the larger the share, the deeper the colour. */
function shade(share: number): string {
  if (share >= 0.75) return 'bg-primary-800 text-white';
  if (share >= 0.5) return 'bg-primary-700 text-white';
  if (share >= 0.25) return 'bg-primary-100 text-primary-900';
  if (share > 0) return 'bg-primary-50 text-primary-900';
  return 'text-ink-muted';
}

/** Retention by sign-up cohort: one row per week or month of sign-up, shares per week/month after. */
export function RetentionTable({ retention }: { retention: UserBehavior['retention'] }) {
  const { t, i18n } = useTranslation('learningAnalytics');
  const day = useDayFormat();
  const weekly = retention.unit === 'week';
  const offsets = retention.cohorts[0]?.active.length ?? 0;
  const cohortName = (start: string) =>
    weekly ? t('behavior.weekOf', { date: day.full(start) }) : day.month(start);
  const offsetName = (k: number) =>
    weekly ? t('behavior.weekN', { n: k }) : t('behavior.monthN', { n: k });
  const cohorts = retention.cohorts.filter((c) => c.size > 0);

  return (
    <TableCard
      title={weekly ? t('behavior.retentionWeeklyTitle') : t('behavior.retentionMonthlyTitle')}
      description={weekly ? t('behavior.retentionWeeklyText') : t('behavior.retentionMonthlyText')}
      csvName="retention-by-cohort"
      columns={[
        { header: t('behavior.cohort') },
        { header: t('behavior.cohortSize'), numeric: true },
        ...Array.from({ length: offsets }, (_, k) => ({ header: offsetName(k), numeric: true })),
      ]}
      rows={cohorts.map((c) => ({
        key: c.start,
        cells: [
          <span key="name" className="whitespace-nowrap">
            {cohortName(c.start)}
          </span>,
          formatCount(c.size, i18n.language),
          ...c.active.map((n, k) =>
            n === null ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the week/month columns are positional
              <span key={k} className="text-ink-muted">
                <span aria-hidden="true">·</span>
                <span className="sr-only">{t('behavior.notYet')}</span>
              </span>
            ) : (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: the week/month columns are positional
                key={k}
                title={t('behavior.retainedOf', { count: n, size: c.size })}
                className={`inline-block min-w-14 rounded px-1.5 py-0.5 ${shade(c.size ? n / c.size : 0)}`}
              >
                {formatRatio(c.size ? n / c.size : 0, i18n.language)}
              </span>
            ),
          ),
        ],
        csv: [c.start, c.size, ...c.active],
      }))}
      emptyText={t('behavior.noCohorts')}
    />
  );
}
