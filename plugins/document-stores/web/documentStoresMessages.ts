import { addMessages } from '../../../host/web/i18n/i18n.ts';
import { de } from './i18n/de.ts';

// The document store pages' translations join the catalogue when their code loads (each page, and
// the status badge other plugins' pages may show).
addMessages('de', de);
