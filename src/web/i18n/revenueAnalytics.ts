import revenueAnalytics from './en/revenueAnalytics.json';
import { addTranslations } from './index';

/** Strings of the administrators' Revenue Reports and Revenue Analytics pages. */
addTranslations('revenueAnalytics', { en: revenueAnalytics });
