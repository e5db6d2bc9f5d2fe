import { randomUUID } from 'node:crypto';
import { requestPrincipal } from '../../../host/server/access/requestPrincipal.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../host/server/plugin/definePluginServer.ts';
import type { SsoProviderInput } from '../common/ssoTypes.ts';
import { forgetProvider } from './oidcCache.ts';
import { checkIssuer } from './checkIssuer.ts';
import { discover } from './oidcClient.ts';
import { pathParams } from './pathParams.ts';
import { organizationProviders, sealSecret } from './ssoProviderStore.ts';

const access = { permission: 'sso:manage', feature: 'feat:sso-config' } as const;

function organizationOf(req: Parameters<typeof requestPrincipal>[0]): string {
  const p = requestPrincipal(req);
  if (!p) throw httpError(401, 'Invalid or Missing token');
  return p.organizationId;
}

const issuerSchema = { type: 'string', minLength: 1, maxLength: 2048, pattern: '^https?://' };

export const ssoConfigRoutes: PluginRoute[] = [
  route({
    method: 'GET',
    url: '/sso-config',
    ...access,
    async handler(req, _reply, ctx) {
      return { providers: await organizationProviders(ctx.db, organizationOf(req)) };
    },
  }),

  route<{ Body: SsoProviderInput }>({
    method: 'PUT',
    url: '/sso-config',
    ...access,
    bodyLimit: 16 * 1024,
    schema: {
      body: {
        type: 'object',
        required: ['label', 'issuer', 'clientId', 'enabled'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', minLength: 1, maxLength: 100 },
          label: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
          issuer: issuerSchema,
          clientId: { type: 'string', minLength: 1, maxLength: 512 },
          clientSecret: { type: 'string', maxLength: 4096 },
          enabled: { type: 'boolean' },
        },
      },
    },
    async handler(req, _reply, ctx) {
      const organizationId = organizationOf(req);
      const b = req.body;
      const values = {
        label: b.label.trim(),
        issuer: checkIssuer(b.issuer),
        client_id: b.clientId.trim(),
        enabled: b.enabled,
      };
      if (b.id) {
        const row = await ctx.db
          .selectFrom('sso_provider')
          .select('id')
          .where('id', '=', b.id)
          .where('organization_id', '=', organizationId)
          .executeTakeFirst();
        if (!row) throw httpError(404, `SSO provider ${b.id} not found`);
        // An absent or empty secret keeps the stored one (the form shows it only as 'set').
        const secret = b.clientSecret ? await sealSecret(ctx, b.id, b.clientSecret) : {};
        await ctx.db
          .updateTable('sso_provider')
          .set({ ...values, ...secret, updated_date: new Date() })
          .where('id', '=', b.id)
          .execute();
      } else {
        if (!b.clientSecret)
          throw httpError(400, 'body/clientSecret: a new provider needs its client secret');
        const id = randomUUID();
        await ctx.db
          .insertInto('sso_provider')
          .values({
            id,
            organization_id: organizationId,
            ...values,
            ...(await sealSecret(ctx, id, b.clientSecret)),
          })
          .execute();
      }
      return { providers: await organizationProviders(ctx.db, organizationId) };
    },
  }),

  route<{ Body: { issuer: string } }>({
    method: 'POST',
    url: '/sso-config/test',
    ...access,
    bodyLimit: 4 * 1024,
    schema: {
      body: {
        type: 'object',
        required: ['issuer'],
        additionalProperties: false,
        properties: { issuer: issuerSchema },
      },
    },
    async handler(req) {
      organizationOf(req);
      const issuer = checkIssuer(req.body.issuer);
      try {
        const { value: meta } = await discover(issuer);
        return { ok: true, message: `Found ${meta.issuer}: authorization at ${meta.authorization_endpoint}` };
      } catch (err) {
        return { ok: false, message: `Discovery failed: ${(err as Error).message}` };
      }
    },
  }),

  /**
   * Deletes a provider with its started sign-ins and kept ID tokens. The accounts that signed in
   * with it stay: they sign in with a password (Forgot password) or another provider from then
   * on; sessions already open run until they end.
   */
  route<{ Params: { id: string } }>({
    method: 'DELETE',
    url: '/sso-config/:id',
    ...access,
    schema: { params: pathParams('id') },
    async handler(req, _reply, ctx) {
      const organizationId = organizationOf(req);
      const deleted = await ctx.db
        .deleteFrom('sso_provider')
        .where('id', '=', req.params.id)
        .where('organization_id', '=', organizationId)
        .returning('id')
        .executeTakeFirst();
      if (!deleted) throw httpError(404, `SSO provider ${req.params.id} not found`);
      forgetProvider(deleted.id);
      return { providers: await organizationProviders(ctx.db, organizationId) };
    },
  }),
];
