import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Edition } from '../../../host/common/editions.ts';
import type { Database } from '../../../host/server/db/Database.ts';
import { authUserPayload, loadMembership, type Membership } from './authUser.ts';
import { createSession, issueCookies } from './sessions.ts';

/** The workspace a login opens: the one used last, else the default, else any linked one. */
export async function loginWorkspace(db: Kysely<Database>, userId: string): Promise<string | null> {
  const linked = await db
    .selectFrom('workspace_user as wu')
    .innerJoin('workspace as w', 'w.id', 'wu.workspace_id')
    .select('wu.workspace_id')
    .where('wu.user_id', '=', userId)
    .orderBy('wu.last_login', (o) => o.desc().nullsLast())
    .orderBy('w.is_default', 'desc')
    .executeTakeFirst();
  if (linked) return linked.workspace_id;
  // An organisation admin without links works in the organisation's default workspace.
  const fallback = await db
    .selectFrom('organization_user as ou')
    .innerJoin('workspace as w', 'w.organization_id', 'ou.organization_id')
    .select('w.id')
    .where('ou.user_id', '=', userId)
    .where('ou.is_admin', '=', true)
    .orderBy('w.is_default', 'desc')
    .executeTakeFirst();
  return fallback?.id ?? null;
}

/**
 * Starts a session in the membership's workspace: cookies set, last login stamped, and the auth
 * state (the spec's user record with permissions and features) returned for the browser, with
 * the session's id for a plugin that keeps data beside it (SSO keeps the ID token).
 */
export async function startSession(
  req: FastifyRequest,
  reply: FastifyReply,
  db: Kysely<Database>,
  membership: Membership,
) {
  const session = await createSession(db, membership.user.id, membership.workspace.id, req.ip || null);
  await issueCookies(req, reply, {
    ...session,
    userId: membership.user.id,
    workspaceId: membership.workspace.id,
  });
  const now = new Date();
  await db.updateTable('user').set({ last_login: now }).where('id', '=', membership.user.id).execute();
  await db
    .updateTable('workspace_user')
    .set({ last_login: now })
    .where('user_id', '=', membership.user.id)
    .where('workspace_id', '=', membership.workspace.id)
    .execute();
  const payload = await authUserPayload(
    db,
    { ...membership, user: { ...membership.user, lastLogin: now } },
    req,
  );
  return { sessionId: session.sessionId, payload };
}

export async function membershipForLogin(db: Kysely<Database>, edition: Edition, userId: string) {
  const workspaceId = await loginWorkspace(db, userId);
  return workspaceId ? loadMembership(db, edition, userId, workspaceId) : null;
}
