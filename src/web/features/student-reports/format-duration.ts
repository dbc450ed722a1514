import type { TFunction } from 'i18next';

/** Seconds on questions as "12 min" or "3 h 5 min". */
export function formatDuration(seconds: number, t: TFunction<'studentReports'>) {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('minutes', { count: minutes });
  return t('hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** A score (percent) with one decimal at most, or a dash. */
export function formatScore(value: number | null, language: string) {
  if (value === null) return '—';
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  );
}
