import generation from './en/generation.json';
import { addTranslations } from './index';

/** Strings of the administrators' question generation page. */
addTranslations('generation', { en: generation });
