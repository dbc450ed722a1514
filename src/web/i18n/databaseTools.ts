import databaseTools from './en/databaseTools.json';
import { addTranslations } from './index';

/** Strings of the administrators' database setup, test and analytics pages. */
addTranslations('databaseTools', { en: databaseTools });
