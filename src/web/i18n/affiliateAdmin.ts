import affiliateAdmin from './en/affiliateAdmin.json';
import { addTranslations } from './index';

/** Strings of the administrators' affiliate accounts page (affiliates and their commissions). */
addTranslations('affiliateAdmin', { en: affiliateAdmin });
