import account from './en/account.json';
import { addTranslations } from './index';

/** Strings of the profile, settings and session pages; import where they render. */
addTranslations('account', { en: account });
