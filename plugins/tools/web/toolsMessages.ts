import { addMessages } from '../../../host/web/i18n/i18n.ts';
import { de } from './i18n/de.ts';

// The tools page's translations join the catalogue when its code loads (page and dialog).
addMessages('de', de);
