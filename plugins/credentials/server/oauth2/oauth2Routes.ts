import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { requestScope } from '../../../../host/server/access/requestScope.ts';
import { appBaseUrl } from '../../../../host/server/http/appBaseUrl.ts';
import { httpError } from '../../../../host/server/http/HttpError.ts';
import {
  type PluginRoute,
  route,
  type ServerContext,
} from '../../../../host/server/plugin/definePluginServer.ts';
import type { PlainData } from '../../common/credentialData.ts';
import { openCredentialData } from '../credentialCipher.ts';
import { credentialKeyFor } from '../credentialKeyFor.ts';
import type { CredentialRow } from '../credentialStore.ts';
import { findUsableCredentialRow } from '../credentialSharing.ts';
import { readState, STATE_TTL_MS, signState } from './oauth2State.ts';
import { exchangeCode, refreshTokens } from './oauth2Tokens.ts';
import { storeCredentialData } from './storedData.ts';

const CALLBACK = '/api/v1/oauth2-credential/callback';
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1 } } };

/** The workspace's own OAuth2 credential with its data and type; 400 for other types. */
async function oauthCredential(ctx: ServerContext, workspaceId: string, id: string) {
  const { row, shared } = await findUsableCredentialRow(ctx.db, workspaceId, id);
  if (shared)
    throw httpError(
      403,
      `Credential '${row.name}' is shared with this workspace: only its own workspace signs it in`,
    );
  const def = ctx.registry.credentials.get(row.credential_name);
  if (!def?.oauth2) throw httpError(400, `Credential '${row.name}' does not sign in with OAuth2`);
  const key = await credentialKeyFor(ctx);
  const stored = openCredentialData(key, row.id, row);
  // the credential's own endpoints and scope, else the type's
  const data: PlainData = {
    ...stored,
    authUrl: stored.authUrl || def.oauth2.authUrl,
    accessTokenUrl: stored.accessTokenUrl || def.oauth2.accessTokenUrl,
    scope: stored.scope || def.oauth2.scope,
  };
  return { row, def: def.oauth2, key, data };
}

/** The page the sign-in window ends on: it tells the app's window and closes; no token is on it. */
function resultPage(reply: FastifyReply, ok: boolean, message: string, credentialId?: string) {
  const nonce = randomBytes(16).toString('base64');
  const text = message.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const payload = JSON.stringify({
    type: 'oauth2-credential',
    ok,
    credentialId: credentialId ?? null,
    message,
  });
  return reply
    .status(ok ? 200 : 400)
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'`,
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Brains Studio sign-in</title></head>
<body style="font-family: system-ui, sans-serif; padding: 2rem"><p role="status">${text}</p>
<script nonce="${nonce}">if (window.opener) { window.opener.postMessage(${payload.replace(/</g, '\\u003c')}, window.location.origin); setTimeout(() => window.close(), 1500); }</script>
</body></html>`);
}

export const oauth2Routes: PluginRoute[] = [
  // Opened in a sign-in window by the credential dialog: on to the provider with a signed state.
  route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/oauth2-credential/authorize/:id',
    permission: 'credentials:update',
    schema: { params: idParams },
    async handler(req, reply, ctx) {
      const workspaceId = requestScope(req).workspaceId;
      const { row, def, key, data } = await oauthCredential(ctx, workspaceId, req.params.id);
      if (!data.clientId || !data.clientSecret)
        throw httpError(400, `Credential '${row.name}': set its Client ID and Client Secret, then sign in`);
      const target = URL.parse(data.authUrl ?? '');
      if (!target || !/^https?:$/.test(target.protocol))
        throw httpError(400, 'plainDataObj/authUrl must be an http(s) URL');
      const state = signState(key, row.id, workspaceId);
      const params = {
        response_type: 'code',
        client_id: data.clientId,
        redirect_uri: `${appBaseUrl(req)}${CALLBACK}`,
        scope: data.scope ?? '',
        state,
        ...def.authParams,
      };
      for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v);
      return reply.redirect(target.toString(), 302);
    },
  }),

  // Where the provider sends the browser back: the code becomes tokens, stored sealed.
  route<{ Querystring: { code?: string; state?: string; error?: string; error_description?: string } }>({
    method: 'GET',
    url: '/oauth2-credential/callback',
    public: true,
    schema: {
      querystring: {
        type: 'object',
        properties: {
          code: { type: 'string', maxLength: 4096 },
          state: { type: 'string', maxLength: 4096 },
          error: { type: 'string', maxLength: 200 },
          error_description: { type: 'string', maxLength: 1000 },
        },
      },
    },
    async handler(req, reply, ctx) {
      const { code, error } = req.query;
      const key = await credentialKeyFor(ctx);
      const state = readState(key, req.query.state ?? '');
      if (!state)
        return resultPage(
          reply,
          false,
          'This sign-in link is not valid or has expired. Start the sign-in again.',
        );
      if (error)
        return resultPage(
          reply,
          false,
          `The provider did not sign you in: ${error}${req.query.error_description ? ` (${req.query.error_description})` : ''}.`,
        );
      if (!code) return resultPage(reply, false, 'The provider sent no authorization code.');
      // a state is used once
      if (await ctx.shared.hasMember('oauth2-state', state.nonce))
        return resultPage(reply, false, 'This sign-in was already completed. Start the sign-in again.');
      await ctx.shared.addMember('oauth2-state', state.nonce, STATE_TTL_MS);
      let found: Awaited<ReturnType<typeof oauthCredential>>;
      try {
        found = await oauthCredential(ctx, state.workspaceId, state.credentialId);
      } catch {
        return resultPage(reply, false, 'The credential of this sign-in no longer exists.');
      }
      try {
        const data = await exchangeCode(
          found.data,
          code,
          `${appBaseUrl(req)}${CALLBACK}`,
          ctx.config.allowPrivate,
        );
        await storeCredentialData(ctx.db, found.key, found.row, data);
      } catch (err) {
        return resultPage(reply, false, `Signing in failed: ${(err as Error).message}`);
      }
      return resultPage(
        reply,
        true,
        `Signed in with ${found.def.provider}. You can close this window.`,
        found.row.id,
      );
    },
  }),

  // Renews the access token now (the engine also renews it on use when it runs out).
  route<{ Params: { id: string } }>({
    method: 'POST',
    url: '/oauth2-credential/refresh/:id',
    permission: 'credentials:update',
    schema: { params: idParams },
    async handler(req, _reply, ctx): Promise<{ expiresAt: string | null }> {
      const { row, key, data } = await oauthCredential(ctx, requestScope(req).workspaceId, req.params.id);
      if (!data.refresh_token)
        throw httpError(400, `Credential '${row.name}' has no refresh token: sign in first`);
      let fresh: PlainData;
      try {
        fresh = await refreshTokens(data, ctx.config.allowPrivate);
      } catch (err) {
        throw httpError(400, `Credential '${row.name}': ${(err as Error).message}; sign in again`);
      }
      await storeCredentialData(ctx.db, key, row as CredentialRow, fresh);
      return { expiresAt: fresh.expires_at ? new Date(Number(fresh.expires_at)).toISOString() : null };
    },
  }),
];
