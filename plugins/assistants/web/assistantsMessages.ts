import { addMessages } from '../../../host/web/i18n/i18n.ts';
import { de } from './i18n/de.ts';

/** The custom assistants pages' translations, added when they load. */
addMessages('de', de);
