import { addCatalogues } from '../../../host/web/i18n/i18n.ts';

// The document store pages' translations are downloaded (in the language read) when their code loads (each page, and
// the status badge other plugins' pages may show).
addCatalogues({ de: () => import('./i18n/de.ts').then((m) => m.de) });
