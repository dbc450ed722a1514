import templates from './en/templates.json';
import { addTranslations } from './index';

/** Strings of the administrators' exam templates page. */
addTranslations('templates', { en: templates });
