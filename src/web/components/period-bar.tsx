import type { ResolvedPeriod } from '@common/contracts/analytics-period';
import { useTranslation } from 'react-i18next';
import { PeriodFilter } from '@/components/period-filter';
import { formatDate } from '@/lib/format';
import type { PeriodState } from '@/lib/use-period';

/** The period filter and, once the answer is in, the days it covers and those it compares with. */
export function PeriodBar({
  value,
  onChange,
  period,
}: {
  value: PeriodState;
  onChange: (next: PeriodState) => void;
  period?: ResolvedPeriod;
}) {
  const { t, i18n } = useTranslation();
  const day = (iso: string) => formatDate(`${iso}T00:00:00Z`, i18n.language);
  return (
    <div className="flex flex-col gap-2 lg:flex-row lg:items-center lg:justify-between">
      <PeriodFilter value={value} onChange={onChange} />
      {period ? (
        <p className="text-ink-muted text-sm" aria-live="polite">
          {t('ui.period.showing', { from: day(period.from), to: day(period.to) })}{' '}
          <span className="whitespace-nowrap">
            {t('ui.period.versus', { from: day(period.previousFrom), to: day(period.previousTo) })}
          </span>
        </p>
      ) : null}
    </div>
  );
}
