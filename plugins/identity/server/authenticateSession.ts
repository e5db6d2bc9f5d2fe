import type { FastifyRequest } from 'fastify';
import type { Authentication } from '../../../host/server/access/sessionAccessPolicy.ts';
import { verifyAccessToken } from './accessToken.ts';
import { authSecret } from './authSecret.ts';
import { loadMembership, principalOf } from './authUser.ts';
import { ACCESS_COOKIE, readCookies } from './cookies.ts';

/**
 * Resolves the caller from the access-token cookie: a genuine token, a live session (not revoked,
 * not past its refresh expiry), an active user still in the session's workspace.
 */
export async function authenticateSession(req: FastifyRequest): Promise<Authentication> {
  const token = readCookies(req)[ACCESS_COOKIE];
  if (!token) return { ok: false, reason: 'missing' };
  const { db, config } = req.server.brains;
  const verified = verifyAccessToken(token, await authSecret(config.dataDir));
  if (!verified.ok) return { ok: false, reason: verified.reason };
  const { sid, sub } = verified.claims;
  const session = await db
    .selectFrom('auth_session')
    .select(['id', 'user_id', 'workspace_id', 'revoked_date', 'expires_at'])
    .where('id', '=', sid)
    .executeTakeFirst();
  if (!session || session.user_id !== sub || session.revoked_date) return { ok: false, reason: 'invalid' };
  if (new Date(session.expires_at).getTime() <= Date.now()) return { ok: false, reason: 'invalid' };
  const membership = await loadMembership(db, config.edition, sub, session.workspace_id);
  if (membership?.user.status !== 'active') return { ok: false, reason: 'invalid' };
  return { ok: true, principal: principalOf(membership, sid) };
}
