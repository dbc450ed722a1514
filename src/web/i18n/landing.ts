import landing from './en/landing.json';
import { addTranslations } from './index';

/** Strings of the public site (header, footer, landing sections, prices); import where they render. */
addTranslations('landing', { en: landing });
