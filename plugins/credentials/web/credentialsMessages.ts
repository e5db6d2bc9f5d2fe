import { addMessages } from '../../../host/web/i18n/i18n.ts';
import { de } from './i18n/de.ts';

// The credentials pages' translations join the catalogue when their code loads (imported by the
// page and by its dialogs).
addMessages('de', de);
