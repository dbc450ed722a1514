import examRoom from './en/examRoom.json';
import { addTranslations } from './index';

/** Strings of the exam room (student exam/{examId}/process). */
addTranslations('examRoom', { en: examRoom });
