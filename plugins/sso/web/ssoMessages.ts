import { addMessages } from '../../../host/web/i18n/i18n.ts';
import { de } from './i18n/de.ts';

// The single sign-on pages' translations join the catalogue when their code loads (imported by the
// config page, its dialog, the login page's buttons and the success page).
addMessages('de', de);
