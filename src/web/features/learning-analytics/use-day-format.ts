import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Days (YYYY-MM-DD, UTC) as the reader's locale writes them: full, short (chart ticks), month. */
export function useDayFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const make = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(i18n.language, { ...options, timeZone: 'UTC' });
    const full = make({ day: 'numeric', month: 'short', year: 'numeric' });
    const short = make({ day: 'numeric', month: 'short' });
    const month = make({ month: 'long', year: 'numeric' });
    const at = (day: string) => new Date(`${day}T00:00:00Z`);
    return {
      full: (day: string) => full.format(at(day)),
      short: (day: string) => short.format(at(day)),
      month: (day: string) => month.format(at(day)),
    };
  }, [i18n.language]);
}
