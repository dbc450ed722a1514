import backup from './en/backup.json';
import { addTranslations } from './index';

/** Strings of the administrators' backup page. */
addTranslations('backup', { en: backup });
