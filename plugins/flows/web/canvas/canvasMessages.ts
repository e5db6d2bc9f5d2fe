import { addMessages } from '../../../../host/web/i18n/i18n.ts';
import { de } from './i18n/de.ts';

// The canvas's translations join the catalogue when the canvas's code loads (imported by the
// canvas page and the editor), so pages without a canvas do not carry them.
addMessages('de', de);
