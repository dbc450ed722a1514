import auth from './en/auth.json';
import { addTranslations } from './index';

/** Strings of the authentication and setup screens; import this module where they render. */
addTranslations('auth', { en: auth });
