import { addMessages } from '../../../../host/web/i18n/i18n.ts';
import { de } from './i18n/de.ts';

/** The OpenAI assistants page's translations, added when the page loads. */
addMessages('de', de);
