import { addCatalogues } from '../../../host/web/i18n/i18n.ts';

// The flows pages' translations are downloaded (in the language read) when their code loads (imported by the entry
// components: the list page, the dialogs that load on their own, the node forms).
addCatalogues({ de: () => import('./i18n/de.ts').then((m) => m.de) });
