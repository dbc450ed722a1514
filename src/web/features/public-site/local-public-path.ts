import { publicPathIn } from '@common/public-pages';
import { currentLanguage } from '@/i18n/language-choice';

/** A public page's address in the language being read (Arabic pages link to Arabic pages). */
export const localPublicPath = (path: string) => publicPathIn(path, currentLanguage());
