import commerce from './en/commerce.json';
import { addTranslations } from './index';

/** Strings of buying packages, paying, points and subject unlocks (student and admin pages). */
addTranslations('commerce', { en: commerce });
