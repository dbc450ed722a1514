import type { Locale } from '../../../common/locales';

/** The product's name as each language writes it (docs/arabic-glossary.md). */
export const APP_NAMES: Record<Locale, string> = { en: 'Tafawuq', ar: 'تفوّق' };

/**
 * What fills `{{firstName}}` when a user has none: "Hi there," / "مرحبًا بك،". Callers pass the
 * English word; an Arabic e-mail gets the Arabic one.
 */
export const NO_FIRST_NAME: Record<Locale, string> = { en: 'there', ar: 'بك' };

/**
 * Values an e-mail fills in, for every language at once: `vars` takes the English ones and
 * `localizedVars` the others, so the template chosen for the recipient gets its own.
 */
export function inEveryLocale<T extends Record<string, string | number>>(
  valuesIn: (locale: Locale) => T,
): { vars: T; localizedVars: Partial<Record<Locale, T>> } {
  return { vars: valuesIn('en'), localizedVars: { ar: valuesIn('ar') } };
}

const LONG_DATES: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }),
  ar: new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }),
};

/** A day as the language writes it in a sentence: "1 February 2027" / "1 فبراير 2027". */
export const longDate = (locale: Locale, date: Date) => LONG_DATES[locale].format(date);

const COMMISSION_WORDS: Record<Intl.LDMLPluralRule, string> = {
  zero: '{n} عمولة',
  one: 'عمولة واحدة',
  two: 'عمولتين',
  few: '{n} عمولات',
  many: '{n} عمولة',
  other: '{n} عمولة',
};
const arabicPlural = new Intl.PluralRules('ar');

/** "1 commission" / "3 commissions"; in Arabic with its six plural forms. */
export function commissionCount(locale: Locale, n: number): string {
  if (locale === 'en') return n === 1 ? '1 commission' : `${n} commissions`;
  return COMMISSION_WORDS[arabicPlural.select(n)].replace('{n}', String(n));
}
