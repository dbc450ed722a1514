import legal from './en/legal.json';
import { addTranslations } from './index';

/** Strings of /terms-and-policies; import where they render. */
addTranslations('legal', { en: legal });
