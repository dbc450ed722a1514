import exams from './en/exams.json';
import { addTranslations } from './index';

/** Strings of the students' exam pages (create, my exams, details, report). */
addTranslations('exams', { en: exams });
