import questionTransfer from './en/questionTransfer.json';
import { addTranslations } from './index';

/** Strings of the question bank's import dialog and export menu. */
addTranslations('questionTransfer', { en: questionTransfer });
