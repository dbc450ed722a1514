/** Dates, money and figures as the reader's locale writes them (Intl, never by hand). */

/** A date as the reader's locale writes it (e.g. "22 Nov 2026"). */
export function formatDate(iso: string, language: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
}

/** 'YYYY-MM' as a month: long ("March 2026"), medium ("Mar 2026") or a chart tick ("Mar"). */
export function formatMonth(
  month: string,
  language: string,
  style: 'long' | 'medium' | 'short' = 'long',
) {
  const [year, index] = month.split('-').map(Number);
  if (!year || !index) return month;
  const date = new Date(Date.UTC(year, index - 1, 1));
  return new Intl.DateTimeFormat(language, {
    month: style === 'long' ? 'long' : 'short',
    ...(style === 'short' ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(date);
}

/** An amount in dollars (or the row's currency) as the reader's locale writes money ("$84.55"). */
export function formatMoney(amount: number, language: string, currency = 'usd') {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amount);
}

/** A percentage stored as such, 5 or 12.5 for 5 % and 12.5 % ("5%", "12.5%"): rates, discounts. */
export function formatPercent(value: number, language: string) {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    value / 100,
  );
}

/** A share from 0 to 1 as a percentage with at most one decimal ("12.5%"): conversion rates. */
export function formatRatio(value: number, language: string) {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(
    value,
  );
}

/** A whole count with the locale's grouping ("1,240"). */
export function formatCount(value: number, language: string) {
  return new Intl.NumberFormat(language).format(value);
}

/** A moment as the reader's locale writes it, date and time ("22 Nov 2026, 14:05"). */
export function formatDateTime(iso: string, language: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}
