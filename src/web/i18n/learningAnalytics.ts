import learningAnalytics from './en/learningAnalytics.json';
import { addTranslations } from './index';

/** Strings of the content analytics and user behaviour analytics pages. */
addTranslations('learningAnalytics', { en: learningAnalytics });
