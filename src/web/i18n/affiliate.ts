import affiliate from './en/affiliate.json';
import { addTranslations } from './index';

/** Strings of the affiliate area: dashboard, users referred, commissions (issue 14). */
addTranslations('affiliate', { en: affiliate });
