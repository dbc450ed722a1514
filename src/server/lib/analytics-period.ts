import type { PeriodQuery, ResolvedPeriod } from '../../common/contracts/analytics-period';

const DAY_MS = 86_400_000;
const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A period with the instants SQL compares against: `[start, end)` and `[previousStart, start)`. */
export type PeriodBounds = ResolvedPeriod & {
  start: Date;
  end: Date;
  previousStart: Date;
};

/**
 * Turns `?days=` or `?from=&to=` into UTC bounds. A preset ends today (included), so `days=7`
 * is today and the six days before; the previous period is as long and ends the day before.
 */
export function resolvePeriod(query: PeriodQuery, now = new Date()): PeriodBounds {
  let first: number;
  let last: number;
  if (query.from && query.to) {
    first = Date.parse(`${query.from}T00:00:00Z`);
    last = Date.parse(`${query.to}T00:00:00Z`);
  } else {
    last = Date.parse(`${day(now.getTime())}T00:00:00Z`);
    first = last - (Number(query.days ?? '30') - 1) * DAY_MS;
  }
  const days = Math.round((last - first) / DAY_MS) + 1;
  const previousFirst = first - days * DAY_MS;
  return {
    from: day(first),
    to: day(last),
    days,
    previousFrom: day(previousFirst),
    previousTo: day(first - DAY_MS),
    start: new Date(first),
    end: new Date(last + DAY_MS),
    previousStart: new Date(previousFirst),
  };
}

/** Only the fields an answer carries (no Date objects). */
export function periodOf(bounds: PeriodBounds): ResolvedPeriod {
  const { from, to, days, previousFrom, previousTo } = bounds;
  return { from, to, days, previousFrom, previousTo };
}
