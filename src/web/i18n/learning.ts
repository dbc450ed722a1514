import learning from './en/learning.json';
import { addTranslations } from './index';

/** Strings of the student's learning pages: dashboard cards, progress pages, study plans. */
addTranslations('learning', { en: learning });
