import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type PluginRoute,
  route,
  type ServerContext,
} from '../../../host/server/plugin/definePluginServer.ts';
import { normalizeEmail } from '../../identity/public.ts';
import { recordLoginActivity } from '../../identity/public.ts';
import { membershipForLogin, startSession } from '../../identity/public.ts';
import { sha256 } from '../../identity/public.ts';
import { clientAddress } from '../../identity/public.ts';
import { SSO_ERROR_PARAM } from '../common/ssoTypes.ts';
import { appBaseUrl } from '../../../host/server/http/appBaseUrl.ts';
import { pathParams } from './pathParams.ts';
import { providerKeys, providerMetadata } from './oidcCache.ts';
import { exchangeCode, type OidcMetadata } from './oidcClient.ts';
import { keepIdToken } from './ssoSessionStore.ts';
import { openSecret } from './ssoProviderStore.ts';
import { idTokenKeyId, verifyIdToken } from './verifyIdToken.ts';

/** How long a started sign-in may take at the provider. */
const STATE_TTL_MS = 10 * 60_000;
const idParams = pathParams('id');

/** A refusal the browser is sent back to /login with; the message is shown there. */
class SsoRefusal extends Error {}

function toLogin(reply: FastifyReply, message: string) {
  return reply.redirect(`/login?${SSO_ERROR_PARAM}=${encodeURIComponent(message)}`, 302);
}

/** Where the provider sends the browser back after a sign-in. */
function callbackUrl(req: FastifyRequest, providerId: string): string {
  return `${appBaseUrl(req)}/api/v1/sso/${encodeURIComponent(providerId)}/callback`;
}

async function enabledProvider(ctx: ServerContext, id: string) {
  const row = await ctx.db
    .selectFrom('sso_provider')
    .selectAll()
    .where('id', '=', id)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!row) throw new SsoRefusal('This single sign-on provider is not available');
  return row;
}

/** Takes a started sign-in out of the table: each state works once and only before it expires. */
async function consumeState(ctx: ServerContext, providerId: string, state: string) {
  const row = await ctx.db
    .deleteFrom('sso_login_state')
    .where('state_hash', '=', sha256(state))
    .where('provider_id', '=', providerId)
    .returningAll()
    .executeTakeFirst();
  await ctx.db.deleteFrom('sso_login_state').where('expires_at', '<', new Date()).execute();
  if (!row || row.expires_at.getTime() < Date.now())
    throw new SsoRefusal('The sign-in request has expired or was already used: try again');
  return row;
}

/** The organisation's user for the verified email; only existing (or invited) members may sign in. */
async function memberFor(ctx: ServerContext, organizationId: string, email: string) {
  const user = await ctx.db
    .selectFrom('user as u')
    .innerJoin('organization_user as ou', 'ou.user_id', 'u.id')
    .where('u.email', '=', email)
    .where('ou.organization_id', '=', organizationId)
    .select(['u.id', 'u.status'])
    .executeTakeFirst();
  if (!user)
    throw new SsoRefusal(`No account for ${email} in this organization: ask an administrator to invite you`);
  if (user.status === 'disabled') throw new SsoRefusal(`Account ${user.status}`);
  return user;
}

export const ssoLoginRoutes: PluginRoute[] = [
  route({
    method: 'GET',
    url: '/sso/providers',
    public: true,
    async handler(_req, _reply, ctx) {
      return ctx.db
        .selectFrom('sso_provider')
        .select(['id', 'label'])
        .where('enabled', '=', true)
        .orderBy('created_date')
        .execute();
    },
  }),

  route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/sso/:id/login',
    public: true,
    schema: { params: idParams },
    async handler(req, reply, ctx) {
      try {
        const provider = await enabledProvider(ctx, req.params.id);
        const meta = await providerMetadata(provider).catch((err: Error) => {
          ctx.log.warn(`SSO discovery of ${provider.issuer} failed: ${err.message}`);
          throw new SsoRefusal(`${provider.label} cannot be reached: try again later`);
        });
        const state = randomBytes(32).toString('base64url');
        const nonce = randomBytes(32).toString('base64url');
        const codeVerifier = randomBytes(32).toString('base64url');
        const redirectUri = callbackUrl(req, provider.id);
        await ctx.db
          .insertInto('sso_login_state')
          .values({
            state_hash: sha256(state),
            provider_id: provider.id,
            nonce,
            code_verifier: codeVerifier,
            redirect_uri: redirectUri,
            expires_at: new Date(Date.now() + STATE_TTL_MS),
          })
          .execute();
        const url = new URL(meta.authorization_endpoint);
        url.search = new URLSearchParams({
          response_type: 'code',
          client_id: provider.client_id,
          redirect_uri: redirectUri,
          scope: 'openid email profile',
          state,
          nonce,
          code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
          code_challenge_method: 'S256',
        }).toString();
        return reply.redirect(url.toString(), 302);
      } catch (err) {
        if (err instanceof SsoRefusal) return toLogin(reply, err.message);
        throw err;
      }
    },
  }),

  route<{ Params: { id: string }; Querystring: Record<string, string | undefined> }>({
    method: 'GET',
    url: '/sso/:id/callback',
    public: true,
    schema: { params: idParams },
    async handler(req, reply, ctx) {
      const q = req.query;
      const address = clientAddress(req);
      let email = '';
      let userId: string | null = null;
      try {
        if (typeof q.state !== 'string' || !q.state)
          throw new SsoRefusal('The sign-in response has no state: try again');
        const started = await consumeState(ctx, req.params.id, q.state);
        const provider = await enabledProvider(ctx, req.params.id);
        if (q.error)
          throw new SsoRefusal(`${provider.label} refused the sign-in: ${q.error_description || q.error}`);
        if (!q.code) throw new SsoRefusal(`${provider.label} sent no authorization code`);
        let claims: ReturnType<typeof verifyIdToken>;
        let idToken: string;
        let meta: OidcMetadata;
        try {
          meta = await providerMetadata(provider);
          idToken = await exchangeCode(meta, {
            code: q.code,
            redirectUri: started.redirect_uri,
            clientId: provider.client_id,
            clientSecret: await openSecret(ctx, provider),
            codeVerifier: started.code_verifier,
          });
          claims = verifyIdToken(idToken, {
            keys: await providerKeys(provider, meta, idTokenKeyId(idToken)),
            issuer: meta.issuer,
            audience: provider.client_id,
            nonce: started.nonce,
          });
        } catch (err) {
          ctx.log.warn(`SSO sign-in through ${provider.issuer} failed: ${(err as Error).message}`);
          throw new SsoRefusal(`Sign-in with ${provider.label} failed: ${(err as Error).message}`);
        }
        if (!claims.email) throw new SsoRefusal(`${provider.label} did not share an email address`);
        if (claims.email_verified === false)
          throw new SsoRefusal(`${provider.label} has not verified ${claims.email}`);
        email = normalizeEmail(claims.email);
        const user = await memberFor(ctx, provider.organization_id, email);
        userId = user.id;
        const membership = await membershipForLogin(ctx.db, ctx.edition, user.id);
        if (!membership) throw new SsoRefusal('No workspace is assigned to this account');
        // The provider vouched for the email: an invited or unverified account becomes active.
        if (user.status !== 'active')
          await ctx.db.updateTable('user').set({ status: 'active' }).where('id', '=', user.id).execute();
        // Marked SSO: the spec keeps password and profile changes away from these users.
        await ctx.db.updateTable('user').set({ is_sso: true }).where('id', '=', user.id).execute();
        const { sessionId } = await startSession(req, reply, ctx.db, {
          ...membership,
          user: { ...membership.user, status: 'active', isSSO: true },
        });
        if (meta.end_session_endpoint)
          await keepIdToken(ctx.db, {
            sessionId,
            providerId: provider.id,
            idToken,
            endSessionEndpoint: meta.end_session_endpoint,
          });
        await recordLoginActivity(ctx.db, {
          email,
          userId,
          address,
          kind: 'LOGIN',
          message: `Login successful (SSO: ${provider.label})`,
        });
        return reply.redirect('/sso-success', 302);
      } catch (err) {
        if (!(err instanceof SsoRefusal)) throw err;
        await recordLoginActivity(ctx.db, { email, userId, address, kind: 'FAILED', message: err.message });
        return toLogin(reply, err.message);
      }
    },
  }),
];
