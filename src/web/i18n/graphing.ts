import graphing from './en/graphing.json';
import { addTranslations } from './index';

/** Strings of the exam room's graphing calculator (loaded with it, on first use). */
addTranslations('graphing', { en: graphing });
