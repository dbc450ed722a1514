import type { Locale } from '../../../common/locales';

/** The product's name as each language writes it (docs/arabic-glossary.md). */
export const APP_NAMES: Record<Locale, string> = { en: 'Tafawuq', ar: 'تفوّق' };

/**
 * What fills `{{firstName}}` when a user has none: "Hi there," / "مرحبًا بك،". Callers pass the
 * English word; an Arabic e-mail gets the Arabic one.
 */
export const NO_FIRST_NAME: Record<Locale, string> = { en: 'there', ar: 'بك' };
