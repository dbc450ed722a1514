import email from './en/email.json';
import { addTranslations } from './index';

/** Strings of the administrators' e-mail pages: templates, test, management, configuration. */
addTranslations('email', { en: email });
