import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './en/common.json';
import landing from './en/landing.json';

export const defaultNS = 'common';

/** Namespaces every page needs ship with the entry; the others come with their pages. */
const bundled = { en: { common, landing } } as const;

/** Languages the interface offers; Arabic (rtl) joins when its resources exist. */
export const LANGUAGES = { en: { dir: 'ltr' } } as const;
export type Language = keyof typeof LANGUAGES;

void i18n.use(initReactI18next).init({
  resources: bundled,
  partialBundledLanguages: true,
  lng: 'en',
  fallbackLng: 'en',
  ns: ['common', 'landing'],
  defaultNS,
  initAsync: false,
  interpolation: { escapeValue: false },
});

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
  document.documentElement.dir = i18n.dir(lng);
});

/**
 * Adds the strings of a namespace that loads with its pages (see ./auth.ts and ./app.ts).
 * Call it at the top level of the module, before any component of the namespace renders.
 */
export function addTranslations(ns: string, bundles: Record<Language, object>) {
  for (const [lng, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, bundle, true, true);
  }
}

export default i18n;
