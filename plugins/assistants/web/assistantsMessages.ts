import { addCatalogues } from '../../../host/web/i18n/i18n.ts';

/** The custom assistants pages' translations, downloaded (in the language read) when they load. */
addCatalogues({ de: () => import('./i18n/de.ts').then((m) => m.de) });
