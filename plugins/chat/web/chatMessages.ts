import { addCatalogues } from '../../../host/web/i18n/i18n.ts';

// The chat's translations are downloaded (in the language read) when the chat's code loads (imported by its entry
// components), so pages without a chat do not carry them.
addCatalogues({ de: () => import('./i18n/de.ts').then((m) => m.de) });
