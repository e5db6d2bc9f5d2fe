import { addCatalogues } from '../../../../host/web/i18n/i18n.ts';

// The canvas's translations are downloaded (in the language read) when the canvas's code loads (imported by the
// canvas page and the editor), so pages without a canvas do not carry them.
addCatalogues({ de: () => import('./i18n/de.ts').then((m) => m.de) });
