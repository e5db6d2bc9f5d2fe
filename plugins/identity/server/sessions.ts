import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { signAccessToken } from './accessToken.ts';
import { authSecret } from './authSecret.ts';
import { setSessionCookies } from './cookies.ts';
import { identitySettings } from './identitySettings.ts';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

/** Starts a session: a refresh token stored hashed, valid for REFRESH_TOKEN_SECONDS. */
export async function createSession(
  db: Kysely<Database>,
  userId: string,
  workspaceId: string,
  address: string | null,
): Promise<{ sessionId: string; refreshToken: string }> {
  const refreshToken = newToken();
  const sessionId = randomUUID();
  await db
    .insertInto('auth_session')
    .values({
      id: sessionId,
      user_id: userId,
      workspace_id: workspaceId,
      refresh_hash: sha256(refreshToken),
      expires_at: new Date(Date.now() + identitySettings().refreshTokenSeconds * 1000),
      address,
    })
    .execute();
  return { sessionId, refreshToken };
}

/**
 * Sets the access token (signed, short-lived) and, unless `refreshToken` is null, the refresh
 * token cookie (null: a refresh inside the grace window leaves the browser's newer one in place).
 */
export async function issueCookies(
  req: FastifyRequest,
  reply: FastifyReply,
  session: {
    sessionId: string;
    refreshToken: string | null;
    userId: string;
    workspaceId: string;
    expiresAt?: Date;
  },
): Promise<void> {
  const settings = identitySettings();
  const key = await authSecret(req.server.brains.config.dataDir);
  const token = signAccessToken(
    { sub: session.userId, sid: session.sessionId, wid: session.workspaceId },
    key,
    settings.accessTokenSeconds,
  );
  const refreshMaxAge = session.expiresAt
    ? Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000))
    : settings.refreshTokenSeconds;
  setSessionCookies(
    reply,
    { token, maxAge: settings.refreshTokenSeconds },
    session.refreshToken === null ? null : { token: session.refreshToken, maxAge: refreshMaxAge },
  );
}

export type Rotation =
  | {
      ok: true;
      sessionId: string;
      userId: string;
      workspaceId: string;
      /** The new refresh token; null when the token was rotated moments ago (grace window). */
      refreshToken: string | null;
      expiresAt: Date;
    }
  | { ok: false };

type SessionRow = { id: string; user_id: string; workspace_id: string; expires_at: Date };
const granted = (session: SessionRow, refreshToken: string | null): Rotation => ({
  ok: true,
  sessionId: session.id,
  userId: session.user_id,
  workspaceId: session.workspace_id,
  refreshToken,
  expiresAt: new Date(session.expires_at),
});

/**
 * Exchanges a refresh token for a new one (rotation). The token just rotated away is still
 * honoured for REFRESH_GRACE_SECONDS, without a new rotation: a page that refreshes from several
 * requests at once must not sign itself out. Presenting it later means it was copied: the whole
 * session is revoked.
 */
export async function rotateRefreshToken(db: Kysely<Database>, refreshToken: string): Promise<Rotation> {
  const hash = sha256(refreshToken);
  const now = Date.now();
  return db.transaction().execute(async (trx) => {
    const session = await trx
      .selectFrom('auth_session')
      .selectAll()
      .where('refresh_hash', '=', hash)
      .forUpdate()
      .executeTakeFirst();
    if (!session) {
      const rotated = await trx
        .selectFrom('auth_session')
        .selectAll()
        .where('previous_hash', '=', hash)
        .where('revoked_date', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!rotated || new Date(rotated.expires_at).getTime() <= now) return { ok: false };
      const graceMs = identitySettings().refreshGraceSeconds * 1000;
      if (rotated.rotated_date && now - new Date(rotated.rotated_date).getTime() <= graceMs)
        return granted(rotated, null);
      await trx
        .updateTable('auth_session')
        .set({ revoked_date: new Date(now) })
        .where('id', '=', rotated.id)
        .execute();
      return { ok: false };
    }
    if (session.revoked_date || new Date(session.expires_at).getTime() <= now) return { ok: false };
    const next = newToken();
    await trx
      .updateTable('auth_session')
      .set({
        refresh_hash: sha256(next),
        previous_hash: hash,
        rotated_date: new Date(now),
        updated_date: new Date(now),
      })
      .where('id', '=', session.id)
      .execute();
    return granted(session, next);
  });
}

export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db
    .updateTable('auth_session')
    .set({ revoked_date: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_date', 'is', null)
    .execute();
}

/**
 * Ends every session of a user (password reset, removal from the organisation), or every one but
 * `exceptSessionId` (a password change keeps the session that made it).
 */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  let q = db
    .updateTable('auth_session')
    .set({ revoked_date: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_date', 'is', null);
  if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
  await q.execute();
}
