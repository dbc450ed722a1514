import { PERIOD_PRESETS } from '@common/contracts/analytics-period';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { PeriodState } from '@/lib/use-period';
import { DateRangeFilter } from './date-range-filter';

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

type PeriodFilterProps = {
  value: PeriodState;
  onChange: (next: PeriodState) => void;
  className?: string;
};

/**
 * The period of an analytics page: 7, 30 or 90 days ending today, or a custom range applied
 * with its own button (so a half-typed date does not fire a query per keystroke).
 */
export function PeriodFilter({ value, onChange, className }: PeriodFilterProps) {
  const { t } = useTranslation();
  const [customOpen, setCustomOpen] = useState(value.kind === 'custom');
  const [from, setFrom] = useState<string | undefined>(
    value.kind === 'custom' ? value.from : daysAgo(29),
  );
  const [to, setTo] = useState<string | undefined>(value.kind === 'custom' ? value.to : today());
  const custom = customOpen || value.kind === 'custom';

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && from <= to) onChange({ kind: 'custom', from, to });
  };

  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <fieldset className="m-0 flex border-0 p-0">
        <legend className="sr-only">{t('ui.period.label')}</legend>
        <div className="inline-flex rounded-lg border border-border bg-surface p-0.5 shadow-xs">
          {PERIOD_PRESETS.map((days) => {
            const active = !custom && value.kind === 'preset' && value.days === days;
            return (
              <button
                key={days}
                type="button"
                aria-pressed={active}
                onClick={() => {
                  setCustomOpen(false);
                  onChange({ kind: 'preset', days });
                }}
                className={cn(
                  'h-8 rounded-md px-3 font-semibold text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  active ? 'bg-primary-700 text-white' : 'text-ink hover:bg-slate-100',
                )}
              >
                {t('ui.period.days', { count: Number(days) })}
              </button>
            );
          })}
          <button
            type="button"
            aria-pressed={custom}
            onClick={() => setCustomOpen(true)}
            className={cn(
              'h-8 rounded-md px-3 font-semibold text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              custom ? 'bg-primary-700 text-white' : 'text-ink hover:bg-slate-100',
            )}
          >
            {t('ui.period.custom')}
          </button>
        </div>
      </fieldset>
      {custom ? (
        <form onSubmit={apply} className="flex flex-wrap items-center gap-2">
          <DateRangeFilter
            fromLabel={t('ui.period.from')}
            toLabel={t('ui.period.to')}
            from={from}
            to={to}
            onFromChange={setFrom}
            onToChange={setTo}
            className="w-44"
          />
          <Button type="submit" size="sm" variant="secondary" disabled={!from || !to || from > to}>
            {t('ui.period.apply')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
