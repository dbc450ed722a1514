import system from './en/system.json';
import { addTranslations } from './index';

/** Strings of the administrators' logs and performance pages. */
addTranslations('system', { en: system });
