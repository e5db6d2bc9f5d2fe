import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../host/server/db/Database.ts';
import { isUniqueViolation } from '../../../../host/server/db/workspaceNamedRows.ts';
import { httpError } from '../../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../../host/server/plugin/definePluginServer.ts';
import type { Workspace } from '../../common/identityTypes.ts';
import { authUserPayload, loadMembership } from '../authUser.ts';
import { actIn, assertMayGrantRole, assertMayManageMember } from '../grantRules.ts';
import { issueCookies, newToken, sha256 } from '../sessions.ts';
import { requireAny, requireSignedIn, signedIn } from '../signedIn.ts';
import { linkWorkspaceUsers, unlinkWorkspaceUsers } from '../workspaceLinks.ts';
import { ID_SCHEMA as id, objectSchema } from './objectSchema.ts';
import { assertOwnsAnySharedItem, assertOwnsSharedItem, SHARED_ITEM_TYPES } from './sharedItemOwner.ts';

const idParams = objectSchema(['id'], { id });
const name = { type: 'string', minLength: 1, maxLength: 100 };
const description = { type: ['string', 'null'], maxLength: 1000 };
const userIds = { type: 'array', minItems: 1, maxItems: 500, items: id };
const FEATURE = 'feat:workspaces';

type Row = {
  id: string;
  name: string;
  description: string | null;
  organization_id: string;
  is_default: boolean;
  created_date: Date;
  updated_date: Date;
};
const toWorkspace = (w: Row, userCount?: number): Workspace => ({
  id: w.id,
  name: w.name,
  description: w.description,
  organizationId: w.organization_id,
  isDefault: w.is_default,
  ...(userCount !== undefined ? { userCount } : {}),
  createdDate: new Date(w.created_date).toISOString(),
  updatedDate: new Date(w.updated_date).toISOString(),
});

/** A workspace of the caller's organisation, or 404. */
export async function findWorkspace(
  db: Kysely<Database>,
  organizationId: string,
  workspaceId: string,
): Promise<Row> {
  const w = await db
    .selectFrom('workspace')
    .selectAll()
    .where('id', '=', workspaceId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  if (!w) throw httpError(404, `Workspace ${workspaceId} not found`);
  return w;
}

function rethrowNameTaken(err: unknown, wsName: string): never {
  if (isUniqueViolation(err)) throw httpError(409, `A workspace named '${wsName}' already exists`);
  throw err;
}

export const workspaceRoutes: PluginRoute[] = [
  route<{ Querystring: { organizationId?: string; id?: string } }>({
    method: 'GET',
    url: '/workspace',
    permission: 'workspace:view',
    feature: FEATURE,
    schema: {
      querystring: objectSchema([], { organizationId: id, id }),
    },
    async handler(req, _reply, ctx) {
      const p = requireSignedIn(req);
      if (req.query.id) return toWorkspace(await findWorkspace(ctx.db, p.organizationId, req.query.id));
      if (req.query.organizationId && req.query.organizationId !== p.organizationId) return [];
      const rows = await ctx.db
        .selectFrom('workspace as w')
        .selectAll('w')
        .select((eb) =>
          eb
            .selectFrom('workspace_user as wu')
            .whereRef('wu.workspace_id', '=', 'w.id')
            .select(eb.fn.countAll<string>().as('n'))
            .as('user_count'),
        )
        .where('w.organization_id', '=', p.organizationId)
        .orderBy('w.is_default', 'desc')
        .orderBy('w.name')
        .execute();
      return rows.map((r) => toWorkspace(r, Number(r.user_count ?? 0)));
    },
  }),

  route<{ Body: { name: string; description?: string | null } }>({
    method: 'POST',
    url: '/workspace',
    permission: 'workspace:create',
    feature: FEATURE,
    schema: {
      body: objectSchema(['name'], { name, description }),
    },
    async handler(req, reply, ctx) {
      const p = requireSignedIn(req);
      const wsName = req.body.name.trim();
      if (!wsName) throw httpError(400, 'body/name: Name is required');
      await ctx.limits.enforce({ workspaceId: p.workspaceId, resource: 'workspaces' });
      const row = await ctx.db
        .transaction()
        .execute(async (trx) => {
          const w = await trx
            .insertInto('workspace')
            .values({
              id: randomUUID(),
              organization_id: p.organizationId,
              name: wsName,
              description: req.body.description ?? null,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          // The creator works in it as its owner.
          await trx
            .insertInto('workspace_user')
            .values({ workspace_id: w.id, user_id: p.userId, role_id: 'owner' })
            .execute();
          return w;
        })
        .catch((err) => rethrowNameTaken(err, wsName));
      reply.code(201);
      return toWorkspace(row);
    },
  }),

  route<{ Body: { id: string; name?: string; description?: string | null } }>({
    method: 'PUT',
    url: '/workspace',
    permission: 'workspace:update',
    feature: FEATURE,
    schema: {
      body: objectSchema(['id'], { id, name, description }),
    },
    async handler(req, _reply, ctx) {
      const p = requireSignedIn(req);
      await findWorkspace(ctx.db, p.organizationId, req.body.id);
      await actIn(ctx, p, req.body.id, 'workspace:update');
      const wsName = req.body.name?.trim();
      if (wsName === '') throw httpError(400, 'body/name: Name is required');
      const row = await ctx.db
        .updateTable('workspace')
        .set({
          ...(wsName ? { name: wsName } : {}),
          ...(req.body.description !== undefined ? { description: req.body.description } : {}),
          updated_date: new Date(),
        })
        .where('id', '=', req.body.id)
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch((err) => rethrowNameTaken(err, wsName ?? ''));
      return toWorkspace(row);
    },
  }),

  route<{ Params: { id: string } }>({
    method: 'DELETE',
    url: '/workspace/:id',
    permission: 'workspace:delete',
    feature: FEATURE,
    schema: { params: idParams },
    async handler(req, _reply, ctx) {
      const p = requireSignedIn(req);
      const w = await findWorkspace(ctx.db, p.organizationId, req.params.id);
      await actIn(ctx, p, w.id, 'workspace:delete');
      if (w.is_default) throw httpError(409, 'The default workspace cannot be deleted');
      if (w.id === p.workspaceId)
        throw httpError(409, 'Switch to another workspace before deleting this one');
      await ctx.db.deleteFrom('workspace').where('id', '=', w.id).execute();
      return { id: w.id, deleted: true };
    },
  }),

  signedIn(
    route<{ Querystring: { id: string } }>({
      method: 'POST',
      url: '/workspace/switch',
      schema: {
        querystring: objectSchema(['id'], { id }),
      },
      async handler(req, reply, ctx) {
        const p = requireSignedIn(req);
        const membership = await loadMembership(ctx.db, ctx.edition, p.userId, req.query.id);
        if (!membership || membership.organizationId !== p.organizationId) {
          throw httpError(403, 'You are not assigned to this workspace');
        }
        // The session moves to the new workspace with a fresh refresh token (rotation).
        const refreshToken = newToken();
        const session = await ctx.db
          .updateTable('auth_session')
          // The token it replaces stays valid for the refresh grace window, as after a refresh:
          // a request already in flight with it must not sign the user out.
          .set((eb) => ({
            workspace_id: req.query.id,
            refresh_hash: sha256(refreshToken),
            previous_hash: eb.ref('refresh_hash'),
            rotated_date: new Date(),
            updated_date: new Date(),
          }))
          .where('id', '=', p.sessionId)
          .returning(['expires_at'])
          .executeTakeFirstOrThrow();
        await ctx.db
          .updateTable('workspace_user')
          .set({ last_login: new Date() })
          .where('user_id', '=', p.userId)
          .where('workspace_id', '=', req.query.id)
          .execute();
        await issueCookies(req, reply, {
          sessionId: p.sessionId,
          refreshToken,
          userId: p.userId,
          workspaceId: req.query.id,
          expiresAt: new Date(session.expires_at),
        });
        return authUserPayload(ctx.db, membership, req);
      },
    }),
  ),

  route<{ Params: { id: string }; Body: { userIds: string[]; roleId?: string } }>({
    method: 'POST',
    url: '/workspace/link-users/:id',
    permission: 'workspace:add-user,users:manage',
    feature: FEATURE,
    schema: {
      params: idParams,
      body: objectSchema(['userIds'], { userIds, roleId: id }),
    },
    async handler(req, _reply, ctx) {
      const p = requireSignedIn(req);
      const roleId = req.body.roleId ?? 'member';
      await findWorkspace(ctx.db, p.organizationId, req.params.id);
      const held = await actIn(ctx, p, req.params.id, 'workspace:add-user');
      for (const u of req.body.userIds) await assertMayManageMember(ctx, held, req.params.id, u);
      await assertMayGrantRole(ctx.db, held, p.organizationId, roleId);
      await linkWorkspaceUsers(ctx.db, {
        organizationId: p.organizationId,
        workspaceId: req.params.id,
        userIds: req.body.userIds,
        roleId,
      });
      return { workspaceId: req.params.id, linked: req.body.userIds.length };
    },
  }),

  route<{ Params: { id: string }; Body: { userIds: string[] } }>({
    method: 'POST',
    url: '/workspace/unlink-users/:id',
    permission: 'workspace:unlink-user,users:manage',
    feature: FEATURE,
    schema: {
      params: idParams,
      body: objectSchema(['userIds'], { userIds }),
    },
    async handler(req, _reply, ctx) {
      const p = requireSignedIn(req);
      await findWorkspace(ctx.db, p.organizationId, req.params.id);
      const held = await actIn(ctx, p, req.params.id, 'workspace:unlink-user');
      for (const u of req.body.userIds) await assertMayManageMember(ctx, held, req.params.id, u);
      const unlinked = await unlinkWorkspaceUsers(ctx.db, req.params.id, req.body.userIds);
      return { workspaceId: req.params.id, unlinked };
    },
  }),

  route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/workspace/shared/:id',
    permission: 'workspace:view',
    feature: FEATURE,
    schema: { params: idParams },
    async handler(req, _reply, ctx) {
      const p = requireSignedIn(req);
      // Only the owner workspace learns where its item is shared (workspace names stay private).
      await assertOwnsAnySharedItem(ctx.db, req.params.id, p.workspaceId);
      const rows = await ctx.db
        .selectFrom('workspace_shared as s')
        .innerJoin('workspace as w', 'w.id', 's.workspace_id')
        .select(['s.workspace_id', 's.shared_item_id', 's.item_type', 'w.name'])
        .where('s.shared_item_id', '=', req.params.id)
        .where('w.organization_id', '=', p.organizationId)
        .execute();
      return rows.map((r) => ({
        workspaceId: r.workspace_id,
        workspaceName: r.name,
        sharedItemId: r.shared_item_id,
        itemType: r.item_type,
      }));
    },
  }),

  route<{
    Params: { id: string };
    Body: { itemType: 'credential' | 'custom_template'; workspaceIds: string[] };
  }>({
    method: 'POST',
    url: '/workspace/shared/:id',
    permission: 'credentials:share,templates:custom-share',
    feature: FEATURE,
    schema: {
      params: idParams,
      body: objectSchema(['itemType', 'workspaceIds'], {
        itemType: { enum: ['credential', 'custom_template'] },
        workspaceIds: { type: 'array', maxItems: 500, uniqueItems: true, items: id },
      }),
    },
    async handler(req, _reply, ctx) {
      const { itemType, workspaceIds } = req.body;
      // The route lets either share permission in; the item's own one is required.
      const p = requireAny(req, ctx.edition, SHARED_ITEM_TYPES[itemType].permission);
      await assertOwnsSharedItem(ctx.db, itemType, req.params.id, p.workspaceId);
      if (workspaceIds.includes(p.workspaceId))
        throw httpError(400, 'body/workspaceIds: an item is not shared with its own workspace');
      for (const w of workspaceIds) await findWorkspace(ctx.db, p.organizationId, w);
      // Replaces the item's sharing: exactly the listed workspaces see it afterwards.
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('workspace_shared')
          .where('shared_item_id', '=', req.params.id)
          .where(
            'workspace_id',
            'in',
            trx.selectFrom('workspace').select('id').where('organization_id', '=', p.organizationId),
          )
          .execute();
        if (req.body.workspaceIds.length) {
          await trx
            .insertInto('workspace_shared')
            .values(
              req.body.workspaceIds.map((w) => ({
                workspace_id: w,
                shared_item_id: req.params.id,
                item_type: req.body.itemType,
              })),
            )
            .execute();
        }
      });
      return {
        sharedItemId: req.params.id,
        itemType: req.body.itemType,
        workspaceIds: req.body.workspaceIds,
      };
    },
  }),
];
