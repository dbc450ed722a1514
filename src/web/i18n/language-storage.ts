import { isLocale, type Locale } from '@common/locales';
import { ARABIC_PREFIX } from '@common/public-pages';

// No i18next here: the pre-rendered public pages' small script uses this module too.

/** Where a visitor's choice is kept in this browser (the account keeps its own, ADR 0028). */
export const LANGUAGE_STORAGE_KEY = 'tafawuq.language';

function stored(): Locale | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the choice for this browser's next visits. */
export function rememberLanguage(language: Locale) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode, quota): the choice lasts for this page only.
  }
}

/**
 * The language to open the app in: an Arabic public address, then this browser's choice, then
 * the browser's own preferred languages, then English.
 */
export function detectLanguage(): Locale {
  const { pathname } = window.location;
  if (pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`)) return 'ar';
  const kept = stored();
  if (kept) return kept;
  for (const tag of window.navigator.languages ?? []) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isLocale(base)) return base;
  }
  return 'en';
}
