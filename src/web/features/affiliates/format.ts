/** Figures of the affiliate area as the reader's locale writes them (Intl, never by hand). */

/** Dollars ("$7.61"); amounts are in US dollars unless the row says otherwise. */
export function formatMoney(amount: number, language: string, currency = 'usd') {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amount);
}

/** A share from 0 to 1 as a percentage ("12.5%"). */
export function formatRatio(value: number, language: string) {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(
    value,
  );
}

/** A rate stored as a percentage, 10 for 10 % ("10%"). */
export function formatRate(percent: number, language: string) {
  return formatRatio(percent / 100, language);
}

export function formatCount(value: number, language: string) {
  return new Intl.NumberFormat(language).format(value);
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
