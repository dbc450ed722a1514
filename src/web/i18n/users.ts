import users from './en/users.json';
import { addTranslations } from './index';

/** Strings of the administrators' users screen and of the "view as student" banner. */
addTranslations('users', { en: users });
