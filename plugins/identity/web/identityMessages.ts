import { addMessages } from '../../../host/web/i18n/i18n.ts';
import { de } from './i18n/de.ts';

// The identity pages' translations (sign-in and account pages, admin pages, workspace switching)
// join the catalogue when their code loads (imported by the components that use them).
addMessages('de', de);
