import studentReports from './en/studentReports.json';
import { addTranslations } from './index';

/** Strings of the administrators' student reports page. */
addTranslations('studentReports', { en: studentReports });
