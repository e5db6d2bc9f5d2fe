import { addCatalogues } from '../../../../host/web/i18n/i18n.ts';

/** The OpenAI assistants page's translations, downloaded (in the language read) when the page loads. */
addCatalogues({ de: () => import('./i18n/de.ts').then((m) => m.de) });
