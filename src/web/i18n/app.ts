import app from './en/app.json';
import { addTranslations } from './index';

/** Strings of the signed-in areas (dashboards, deactivated page); import where they render. */
addTranslations('app', { en: app });
