import passages from './en/passages.json';
import { addTranslations } from './index';

/** Strings of the administrators' reading passages page and the question editor's picker. */
addTranslations('passages', { en: passages });
