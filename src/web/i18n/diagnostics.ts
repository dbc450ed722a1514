import diagnostics from './en/diagnostics.json';
import { addTranslations } from './index';

/** Strings of the administrators' user diagnostic page. */
addTranslations('diagnostics', { en: diagnostics });
