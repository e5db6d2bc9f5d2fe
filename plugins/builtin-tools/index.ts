import { definePlugin } from '../../host/common/plugin/definePlugin.ts';

/**
 * Built-in tools by the peer's names and inputs (Requests, web scraper, search services, Arxiv,
 * Wikipedia, calculator, date-time, OpenAPI, mail and chat services): `toolProviders` the Tool and
 * Agent nodes name, with their credential types.
 */
export default definePlugin({
  id: 'builtin-tools',
  description: 'Built-in tools for the Tool and Agent nodes, by the peer’s names and inputs',
  definitions: () => import('./definitions.ts'),
  // the tools' settings in German, for the Tool and Agent node forms (no web half needed)
  nodeMessages: { de: () => import('./web/i18n/nodes.de.ts').then((m) => m.nodesDe) },
  server: () => import('./server/index.ts'),
});
