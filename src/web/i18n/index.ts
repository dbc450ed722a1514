import { LOCALE_DIR, LOCALES, type Locale } from '@common/locales';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './en/common.json';

export const defaultNS = 'common';

/** The namespace every page needs ships with the entry; the others come with their pages. */
const bundled = { en: { common } } as const;

/** Languages the interface offers, with their own names for the switch. */
export const LANGUAGES: Record<Locale, { dir: 'ltr' | 'rtl'; name: string }> = {
  en: { dir: LOCALE_DIR.en, name: 'English' },
  ar: { dir: LOCALE_DIR.ar, name: 'العربية' },
};
export type Language = Locale;
export { LOCALES };

/**
 * English arrives with each namespace's module (./auth.ts, ./app.ts …); every other language is
 * fetched per namespace the first time a page needs it (one small chunk per file).
 */
const translations = import.meta.glob<{ default: object }>(['./*/*.json', '!./en/*.json']);

const lazyLanguages: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, done) {
    const load = language === 'en' ? undefined : translations[`./${language}/${namespace}.json`];
    if (!load) {
      done(null, {});
      return;
    }
    load().then(
      (module) => done(null, module.default as never),
      (error: unknown) => done(error as Error, null),
    );
  },
};

/** First Strong Isolate … Pop Directional Isolate: see isolate(). */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * In a right-to-left sentence an interpolated value (a name, an e-mail, a formula, a number with
 * its unit) is laid out on its own, so Latin text inside Arabic keeps its order (ADR 0028).
 */
function isolate(value: string): string {
  return i18n.dir() === 'rtl' ? `${FSI}${value}${PDI}` : value;
}

void i18n
  .use(lazyLanguages)
  .use(initReactI18next)
  .init({
    resources: bundled,
    partialBundledLanguages: true,
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...LOCALES],
    // serverMessages: the API's English messages in the other languages (./server-messages.ts).
    ns: ['common', 'serverMessages'],
    defaultNS,
    initAsync: false,
    interpolation: { escapeValue: true, escape: isolate },
  });

i18n.on('languageChanged', (lng) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  document.documentElement.dir = i18n.dir(lng);
});

/**
 * Adds the English strings of a namespace that loads with its pages (see ./auth.ts and ./app.ts).
 * Call it at the top level of the module, before any component of the namespace renders; other
 * languages are fetched by i18next when a component asks for the namespace.
 */
export function addTranslations(ns: string, bundles: { en: object }) {
  if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, bundles.en, true, true);
}

export default i18n;
