import questionEditor from './en/questionEditor.json';
import { addTranslations } from './index';

/** Strings of the administrators' question manage screen (create and edit). */
addTranslations('questionEditor', { en: questionEditor });
