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

/** Sets the access token (signed, short-lived) and the refresh token cookies. */
export async function issueCookies(
  req: FastifyRequest,
  reply: FastifyReply,
  session: { sessionId: string; refreshToken: string; userId: string; workspaceId: string; expiresAt?: Date },
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
    { token: session.refreshToken, maxAge: refreshMaxAge },
  );
}

export type Rotation =
  | {
      ok: true;
      sessionId: string;
      userId: string;
      workspaceId: string;
      refreshToken: string;
      expiresAt: Date;
    }
  | { ok: false };

/**
 * Exchanges a refresh token for a new one (rotation). Presenting an already rotated token means
 * it was copied: the whole session is revoked.
 */
export async function rotateRefreshToken(db: Kysely<Database>, refreshToken: string): Promise<Rotation> {
  const hash = sha256(refreshToken);
  return db.transaction().execute(async (trx) => {
    const session = await trx
      .selectFrom('auth_session')
      .selectAll()
      .where('refresh_hash', '=', hash)
      .forUpdate()
      .executeTakeFirst();
    if (!session) {
      await trx
        .updateTable('auth_session')
        .set({ revoked_date: new Date() })
        .where('previous_hash', '=', hash)
        .where('revoked_date', 'is', null)
        .execute();
      return { ok: false };
    }
    if (session.revoked_date || new Date(session.expires_at).getTime() <= Date.now()) return { ok: false };
    const next = newToken();
    await trx
      .updateTable('auth_session')
      .set({ refresh_hash: sha256(next), previous_hash: hash, updated_date: new Date() })
      .where('id', '=', session.id)
      .execute();
    return {
      ok: true,
      sessionId: session.id,
      userId: session.user_id,
      workspaceId: session.workspace_id,
      refreshToken: next,
      expiresAt: new Date(session.expires_at),
    };
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
