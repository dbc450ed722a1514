import help from './en/help.json';
import { addTranslations } from './index';

/** Strings of the help tutorials (public pages and each area's help); import where they render. */
addTranslations('help', { en: help });
