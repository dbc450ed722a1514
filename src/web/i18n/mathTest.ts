import mathTest from './en/mathTest.json';
import { addTranslations } from './index';

/** Strings of the administrators' math field test page. */
addTranslations('mathTest', { en: mathTest });
