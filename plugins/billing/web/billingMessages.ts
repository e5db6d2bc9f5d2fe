import { addMessages } from '../../../host/web/i18n/i18n.ts';
import { de } from './i18n/de.ts';

// The account type page's and pricing dialogs' translations join the catalogue when their code
// loads (imported by the page, the top bar's Upgrade button and the dialogs).
addMessages('de', de);
