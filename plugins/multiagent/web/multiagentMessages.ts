import { addCatalogues } from '../../../host/web/i18n/i18n.ts';

/** The multi-agent canvas's translations, downloaded (in the language read) when its page loads. */
addCatalogues({ de: () => import('./i18n/de.ts').then((m) => m.de) });
