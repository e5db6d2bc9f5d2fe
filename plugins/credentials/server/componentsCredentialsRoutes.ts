import type { CredentialDefinition } from '../../../host/common/plugin/types.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';

/** Node forms on the canvas read the types too, so flow builders may read them as well. */
const READERS = 'credentials:view,chatflows:view,agentflows:view';

export const componentsCredentialsRoutes: PluginRoute[] = [
  route({
    method: 'GET',
    url: '/components-credentials',
    permission: READERS,
    handler: (_req, _reply, ctx): CredentialDefinition[] => ctx.registry.credentials.list(),
  }),
  route<{ Params: { name: string } }>({
    method: 'GET',
    url: '/components-credentials/:name',
    permission: READERS,
    schema: {
      params: { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 1 } } },
    },
    // Like the peer, 'a&b' asks for several types and answers a list.
    handler(req, _reply, ctx): CredentialDefinition | CredentialDefinition[] {
      const names = req.params.name.split('&').filter(Boolean);
      const defs = names.map((n) => {
        const def = ctx.registry.credentials.get(n);
        if (!def) throw httpError(404, `Credential type '${n}' not found`);
        return def;
      });
      return names.length === 1 && defs[0] ? defs[0] : defs;
    },
  }),
];
