import { addCatalogues } from '../../../host/web/i18n/i18n.ts';

// The credentials pages' translations are downloaded (in the language read) when their code loads (imported by the
// page and by its dialogs).
addCatalogues({ de: () => import('./i18n/de.ts').then((m) => m.de) });
