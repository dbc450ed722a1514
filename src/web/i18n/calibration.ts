import calibration from './en/calibration.json';
import { addTranslations } from './index';

/** Strings of the administrators' item calibration page. */
addTranslations('calibration', { en: calibration });
