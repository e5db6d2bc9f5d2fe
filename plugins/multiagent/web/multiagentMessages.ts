import { addMessages } from '../../../host/web/i18n/i18n.ts';
import { de } from './i18n/de.ts';

/** The multi-agent canvas's translations, added when its page loads. */
addMessages('de', de);
