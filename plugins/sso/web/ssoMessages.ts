import { addCatalogues } from '../../../host/web/i18n/i18n.ts';

// The single sign-on pages' translations are downloaded (in the language read) when their code loads (imported by the
// config page, its dialog, the login page's buttons and the success page).
addCatalogues({ de: () => import('./i18n/de.ts').then((m) => m.de) });
