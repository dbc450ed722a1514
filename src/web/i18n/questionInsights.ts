import questionInsights from './en/questionInsights.json';
import { addTranslations } from './index';

/** Strings of the duplicated-questions, question statistics and confirmed statistics pages. */
addTranslations('questionInsights', { en: questionInsights });
