import students from './en/students.json';
import { addTranslations } from './index';

/** Strings of the administrators' student pages: search, profile, packages. */
addTranslations('students', { en: students });
