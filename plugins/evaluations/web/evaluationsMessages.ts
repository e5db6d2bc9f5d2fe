import { addMessages } from '../../../host/web/i18n/i18n.ts';
import { de } from './i18n/de.ts';

// The evaluations pages' translations join the catalogue when their code loads (imported by the
// pages and by their dialogs).
addMessages('de', de);
