import { addCatalogues } from '../../../host/web/i18n/i18n.ts';

// The account type page's and pricing dialogs' translations are downloaded (in the language read) when their code
// loads (imported by the page, the top bar's Upgrade button and the dialogs).
addCatalogues({ de: () => import('./i18n/de.ts').then((m) => m.de) });
