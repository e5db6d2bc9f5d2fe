import { addMessages } from '../../../host/web/i18n/i18n.ts';
import { de } from './i18n/de.ts';

// The flows pages' translations join the catalogue when their code loads (imported by the entry
// components: the list page, the dialogs that load on their own, the node forms).
addMessages('de', de);
