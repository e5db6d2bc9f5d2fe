import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { newToken, sha256 } from './sessions.ts';

export type TokenKind = 'verify' | 'reset' | 'invite';

/** How long each kind of link works. */
export const TOKEN_TTL_MINUTES: Record<TokenKind, number> = {
  verify: 24 * 60,
  reset: 30,
  invite: 7 * 24 * 60,
};

/** A new single-use token (only its hash is stored); older unused ones of the kind stop working. */
export async function issueUserToken(db: Kysely<Database>, userId: string, kind: TokenKind): Promise<string> {
  const token = newToken();
  await db
    .updateTable('user_token')
    .set({ used_date: new Date() })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_date', 'is', null)
    .execute();
  await db
    .insertInto('user_token')
    .values({
      id: randomUUID(),
      user_id: userId,
      kind,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + TOKEN_TTL_MINUTES[kind] * 60_000),
    })
    .execute();
  return token;
}

/** Uses a token once: the user id, or null when unknown, of another kind, used or expired. */
export async function consumeUserToken(
  db: Kysely<Database>,
  token: string,
  kind: TokenKind,
): Promise<string | null> {
  const row = await db
    .updateTable('user_token')
    .set({ used_date: new Date() })
    .where('token_hash', '=', sha256(token))
    .where('kind', '=', kind)
    .where('used_date', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** The user a token belongs to without using it (the register page shows the invited email). */
export async function peekUserToken(
  db: Kysely<Database>,
  token: string,
  kind: TokenKind,
): Promise<string | null> {
  const row = await db
    .selectFrom('user_token')
    .select('user_id')
    .where('token_hash', '=', sha256(token))
    .where('kind', '=', kind)
    .where('used_date', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row?.user_id ?? null;
}
