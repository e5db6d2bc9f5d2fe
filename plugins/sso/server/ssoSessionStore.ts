import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { ServerContext } from '../../../host/server/plugin/definePluginServer.ts';
import { sha256 } from '../../identity/public.ts';

/** How long the browser has to follow the logout redirect. */
const END_TTL_MS = 5 * 60_000;

/**
 * Keeps the ID token of a session signed in through a provider with an end_session_endpoint, for
 * RP-initiated logout later (other providers' tokens are not kept at all).
 */
export async function keepIdToken(
  db: Kysely<Database>,
  s: { sessionId: string; providerId: string; idToken: string; endSessionEndpoint: string },
): Promise<void> {
  await db
    .insertInto('sso_session')
    .values({
      session_id: s.sessionId,
      provider_id: s.providerId,
      id_token: s.idToken,
      end_session_endpoint: s.endSessionEndpoint,
    })
    .execute();
  // Tokens of sessions that ended some other way (expiry, revocation) are kept no longer.
  const now = new Date();
  await db
    .deleteFrom('sso_session')
    .where('session_id', 'in', (eb) =>
      eb
        .selectFrom('auth_session')
        .select('id')
        .where((w) => w.or([w('revoked_date', 'is not', null), w('expires_at', '<', now)])),
    )
    .where((w) => w.or([w('end_hash', 'is', null), w('end_expires_at', '<', now)]))
    .execute();
}

/**
 * The logout hook: for a session whose ID token is kept, a single-use path that redirects to the
 * provider's end_session_endpoint. The path carries a random handle, never the token.
 */
export async function ssoSessionEnd(ctx: ServerContext, sessionId: string): Promise<string | undefined> {
  const handle = randomBytes(32).toString('base64url');
  const marked = await ctx.db
    .updateTable('sso_session')
    .set({ end_hash: sha256(handle), end_expires_at: new Date(Date.now() + END_TTL_MS) })
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) ? `/api/v1/sso/end-session/${handle}` : undefined;
}

/** Takes the kept token out for a logout handle: each works once and only for a few minutes. */
export async function consumeEndHandle(db: Kysely<Database>, handle: string) {
  const row = await db
    .deleteFrom('sso_session')
    .where('end_hash', '=', sha256(handle))
    .returning(['provider_id', 'id_token', 'end_session_endpoint', 'end_expires_at'])
    .executeTakeFirst();
  if (!row?.end_expires_at || row.end_expires_at.getTime() < Date.now()) return undefined;
  return row;
}
