import { isLocale, type Locale } from '@common/locales';
import i18n from './index';
import { rememberLanguage } from './language-storage';

export { detectLanguage, rememberLanguage } from './language-storage';

/** Switches the interface (fetching the language's strings first) and remembers it here. */
export async function applyLanguage(language: Locale) {
  rememberLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** A signed-in user's account language wins over this browser's: it follows them across devices. */
export async function adoptAccountLanguage(language: unknown) {
  if (isLocale(language)) await applyLanguage(language);
}

export const currentLanguage = (): Locale => (isLocale(i18n.language) ? i18n.language : 'en');
