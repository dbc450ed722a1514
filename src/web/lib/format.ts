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
