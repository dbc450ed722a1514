import siteAnalytics from './en/siteAnalytics.json';
import { addTranslations } from './index';

/** Strings of the admin dashboard's period figures and the website statistics (issue 17). */
addTranslations('siteAnalytics', { en: siteAnalytics });
