import { addMessages } from '../../../host/web/i18n/i18n.ts';
import { de } from './i18n/de.ts';

// The chat's translations join the catalogue when the chat's code loads (imported by its entry
// components), so pages without a chat do not carry them.
addMessages('de', de);
