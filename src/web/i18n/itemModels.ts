import itemModels from './en/itemModels.json';
import { addTranslations } from './index';

/** Strings of the administrators' item model pages (list, author form, preview, generation). */
addTranslations('itemModels', { en: itemModels });
