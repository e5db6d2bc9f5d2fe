import { addCatalogues } from '../../../host/web/i18n/i18n.ts';

// The export and import dialogs' translations are downloaded (in the language read) when their code loads (imported by the
// components that use them).
addCatalogues({ de: () => import('./i18n/de.ts').then((m) => m.de) });
