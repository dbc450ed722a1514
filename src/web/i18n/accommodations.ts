import accommodations from './en/accommodations.json';
import { addTranslations } from './index';

/**
 * Strings of testing accommodations (issue 20): the administrator's form, the student's summary
 * and the exam room's break screen. Arabic: ./ar/accommodations.json, registered with the others
 * when Arabic joins LANGUAGES.
 */
addTranslations('accommodations', { en: accommodations });
