import type { FastifyRequest } from 'fastify';
import type { Authentication } from '../../../host/server/access/sessionAccessPolicy.ts';
import { verifyAccessToken } from './accessToken.ts';
import { authSecret } from './authSecret.ts';
import { loadMembership, principalOf } from './authUser.ts';
import { ACCESS_COOKIE, readCookies } from './cookies.ts';
import { type CachedSession, sessionCacheOf } from './sessionCache.ts';

/**
 * Resolves the caller from the access-token cookie: a genuine token, a live session (not revoked,
 * not past its refresh expiry), an active user still in the session's workspace. The session and
 * membership rows come from the session cache, emptied by any commit to their tables.
 */
export async function authenticateSession(req: FastifyRequest): Promise<Authentication> {
  const token = readCookies(req)[ACCESS_COOKIE];
  if (!token) return { ok: false, reason: 'missing' };
  const { db, config, database } = req.server.brains;
  const verified = verifyAccessToken(token, await authSecret(config.dataDir));
  if (!verified.ok) return { ok: false, reason: verified.reason };
  const { sid, sub } = verified.claims;
  const cache = sessionCacheOf(database.tableWrites);
  let found = cache.get(sid);
  if (!found) {
    const generation = cache.begin();
    const session = await db
      .selectFrom('auth_session')
      .select(['id', 'user_id', 'workspace_id', 'revoked_date', 'expires_at'])
      .where('id', '=', sid)
      .executeTakeFirst();
    if (!session) return { ok: false, reason: 'invalid' };
    const fresh: CachedSession = {
      userId: session.user_id,
      workspaceId: session.workspace_id,
      revoked: Boolean(session.revoked_date),
      expiresAt: new Date(session.expires_at).getTime(),
      membership: await loadMembership(db, config.edition, session.user_id, session.workspace_id),
    };
    cache.set(sid, fresh, generation);
    found = fresh;
  }
  if (found.userId !== sub || found.revoked || found.expiresAt <= Date.now())
    return { ok: false, reason: 'invalid' };
  if (found.membership?.user.status !== 'active') return { ok: false, reason: 'invalid' };
  // A copy: what a request does with its principal must not reach the cached rows.
  return { ok: true, principal: principalOf(structuredClone(found.membership), sid) };
}
