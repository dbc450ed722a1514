import content from './en/content.json';
import { addTranslations } from './index';

/** Strings of the administrators' content pages (subjects, topics, questions, templates). */
addTranslations('content', { en: content });
