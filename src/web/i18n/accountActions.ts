import accountActions from './en/accountActions.json';
import { addTranslations } from './index';

/** Strings of the administrators' bulk account actions page. */
addTranslations('accountActions', { en: accountActions });
