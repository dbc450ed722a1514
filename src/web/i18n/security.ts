import security from './en/security.json';
import { addTranslations } from './index';

/** Strings of the administrators' security page. */
addTranslations('security', { en: security });
