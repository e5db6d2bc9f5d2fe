import { definePluginServer, route } from '../../../host/server/plugin/definePluginServer.ts';
import { helpLinks } from '../common/helpLinks.ts';
import { openApiDocument } from '../common/openApiDocument.ts';
import pkg from '../../../package.json';

/** The API reference and the Help menu's links: public, like the documentation they belong to. */
export default definePluginServer({
  routes: [
    route({
      method: 'GET',
      url: '/docs/openapi.json',
      public: true,
      handler: (_req, _reply, ctx) => openApiDocument(ctx.routes(), pkg.version),
    }),
    route({
      method: 'GET',
      url: '/docs/links',
      public: true,
      handler: () => helpLinks(process.env),
    }),
  ],
});
