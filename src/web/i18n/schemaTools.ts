import schemaTools from './en/schemaTools.json';
import { addTranslations } from './index';

/** Strings of the table browser, the schema reader and the SQL function tester. */
addTranslations('schemaTools', { en: schemaTools });
