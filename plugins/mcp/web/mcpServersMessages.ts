import { addCatalogues } from '../../../host/web/i18n/i18n.ts';

// The MCP servers page's translations are downloaded (in the language read) when its code loads.
addCatalogues({ de: () => import('./i18n/de.ts').then((m) => m.de) });
