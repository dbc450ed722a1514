import { PERIOD_PRESETS, type PeriodPreset } from '@common/contracts/analytics-period';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { dayParam, oneOfParam } from './use-list-params';

/** The period of an analytics page as the address holds it: a preset or a custom range. */
export type PeriodState =
  | { kind: 'preset'; days: PeriodPreset }
  | { kind: 'custom'; from: string; to: string };

export const DEFAULT_PERIOD: PeriodState = { kind: 'preset', days: '30' };

function readPeriod(params: URLSearchParams): PeriodState {
  const from = dayParam(params, 'from');
  const to = dayParam(params, 'to');
  if (from && to && from <= to) return { kind: 'custom', from, to };
  const days = oneOfParam(params, 'days', PERIOD_PRESETS);
  return days ? { kind: 'preset', days } : DEFAULT_PERIOD;
}

/** The API query of a period (`days=30` or `from=…&to=…`), to append to an analytics URL. */
export function periodQuery(period: PeriodState): string {
  return period.kind === 'custom' ? `from=${period.from}&to=${period.to}` : `days=${period.days}`;
}

/**
 * An analytics page's period kept in the address (`?days=` or `?from=&to=`), so a view can be
 * reloaded or shared; other keys of the address are kept.
 */
export function usePeriod(): [PeriodState, (next: PeriodState) => void] {
  const [params, setParams] = useSearchParams();
  const period = useMemo(() => readPeriod(params), [params]);
  const setPeriod = useCallback(
    (next: PeriodState) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          out.delete('days');
          out.delete('from');
          out.delete('to');
          out.delete('page');
          if (next.kind === 'custom') {
            out.set('from', next.from);
            out.set('to', next.to);
          } else if (next.days !== '30') {
            out.set('days', next.days);
          }
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [period, setPeriod];
}
