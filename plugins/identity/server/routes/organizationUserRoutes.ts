import type { Kysely } from 'kysely';
import type { Database } from '../../../../host/server/db/Database.ts';
import { httpError } from '../../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../../host/server/plugin/definePluginServer.ts';
import type { OrganizationUserLink } from '../../common/identityTypes.ts';
import { revokeUserSessions } from '../sessions.ts';
import { requireAny, requireSignedIn, signedIn } from '../signedIn.ts';
import { assertMayGrantRole, heldIn } from '../grantRules.ts';
import { ID_SCHEMA as id, objectSchema } from './objectSchema.ts';

/** The caller's organisation's link to a user, or 404. */
async function organizationLink(
  db: Kysely<Database>,
  callerOrganizationId: string,
  organizationId: string,
  userId: string,
) {
  if (organizationId !== callerOrganizationId)
    throw httpError(404, `Organization ${organizationId} not found`);
  const link = await db
    .selectFrom('organization_user')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!link) throw httpError(404, `User ${userId} is not in organization ${organizationId}`);
  return link;
}

/** 409 when the change would leave the organisation without an active admin. */
async function assertAnotherAdmin(db: Kysely<Database>, organizationId: string, userId: string) {
  const others = await db
    .selectFrom('organization_user')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('organization_id', '=', organizationId)
    .where('is_admin', '=', true)
    .where('status', '=', 'active')
    .where('user_id', '!=', userId)
    .executeTakeFirst();
  if (Number(others?.n ?? 0) === 0) throw httpError(409, 'The organization needs at least one administrator');
}

export const organizationUserRoutes: PluginRoute[] = [
  signedIn(
    route<{ Querystring: { organizationId?: string; userId?: string } }>({
      method: 'GET',
      url: '/organizationuser',
      schema: {
        querystring: objectSchema([], { organizationId: id, userId: id }),
      },
      async handler(req, _reply, ctx): Promise<OrganizationUserLink[] | OrganizationUserLink> {
        const p = requireSignedIn(req);
        const { organizationId, userId } = req.query;
        if (!organizationId && !userId)
          throw httpError(400, 'querystring: give organizationId, userId or both');
        // Listing others needs users:manage, or workspace:add-user (to pick whom to add); anyone
        // reads their own links.
        if (userId !== p.userId) requireAny(req, ctx.edition, 'users:manage,workspace:add-user');
        if (organizationId && organizationId !== p.organizationId) return [];
        let q = ctx.db
          .selectFrom('organization_user as ou')
          .innerJoin('user as u', 'u.id', 'ou.user_id')
          .select([
            'ou.organization_id',
            'ou.user_id',
            'ou.is_admin',
            'ou.status',
            'ou.role_id',
            'u.name',
            'u.email',
            'u.status as user_status',
            'u.last_login',
          ])
          .where('ou.organization_id', '=', p.organizationId)
          .orderBy('u.email');
        if (userId) q = q.where('ou.user_id', '=', userId);
        const rows = (await q.execute()).map((r) => ({
          organizationId: r.organization_id,
          userId: r.user_id,
          roleId: r.role_id,
          isOrganizationAdmin: r.is_admin,
          status: r.status,
          user: { name: r.name, email: r.email, status: r.user_status },
          lastLogin: r.last_login ? new Date(r.last_login).toISOString() : null,
        }));
        if (organizationId && userId) {
          const one = rows[0];
          if (!one) throw httpError(404, `User ${userId} is not in organization ${organizationId}`);
          return one;
        }
        return rows;
      },
    }),
  ),

  route<{
    Body: {
      organizationId: string;
      userId: string;
      isOrganizationAdmin?: boolean;
      status?: 'active' | 'disabled';
      roleId?: string;
    };
  }>({
    method: 'PUT',
    url: '/organizationuser',
    permission: 'users:manage',
    feature: 'feat:users',
    schema: {
      body: objectSchema(['organizationId', 'userId'], {
        organizationId: id,
        userId: id,
        roleId: id,
        isOrganizationAdmin: { type: 'boolean' },
        status: { enum: ['active', 'disabled'] },
      }),
    },
    async handler(req, _reply, ctx) {
      const p = requireSignedIn(req);
      const { organizationId, userId } = req.body;
      const link = await organizationLink(ctx.db, p.organizationId, organizationId, userId);
      if (req.body.roleId) {
        const held = await heldIn(ctx, p, p.workspaceId);
        await assertMayGrantRole(ctx.db, held, organizationId, req.body.roleId);
      }
      const demotes = req.body.isOrganizationAdmin === false || req.body.status === 'disabled';
      if (link.is_admin && demotes) await assertAnotherAdmin(ctx.db, organizationId, userId);
      if (req.body.isOrganizationAdmin !== undefined && !p.isOrganizationAdmin) {
        throw httpError(403, 'Only an organization admin can grant or remove admin rights');
      }
      await ctx.db
        .updateTable('organization_user')
        .set({
          ...(req.body.isOrganizationAdmin !== undefined ? { is_admin: req.body.isOrganizationAdmin } : {}),
          ...(req.body.status ? { status: req.body.status } : {}),
          ...(req.body.roleId ? { role_id: req.body.roleId } : {}),
          updated_date: new Date(),
        })
        .where('organization_id', '=', organizationId)
        .where('user_id', '=', userId)
        .execute();
      if (req.body.status === 'disabled') await revokeUserSessions(ctx.db, userId);
      return req.body;
    },
  }),

  route<{ Querystring: { organizationId: string; userId: string } }>({
    method: 'DELETE',
    url: '/organizationuser',
    permission: 'users:manage',
    feature: 'feat:users',
    schema: {
      querystring: objectSchema(['organizationId', 'userId'], { organizationId: id, userId: id }),
    },
    async handler(req, _reply, ctx) {
      const p = requireSignedIn(req);
      const { organizationId, userId } = req.query;
      const link = await organizationLink(ctx.db, p.organizationId, organizationId, userId);
      if (link.is_admin) await assertAnotherAdmin(ctx.db, organizationId, userId);
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('workspace_user')
          .where('user_id', '=', userId)
          .where(
            'workspace_id',
            'in',
            trx.selectFrom('workspace').select('id').where('organization_id', '=', organizationId),
          )
          .execute();
        await trx
          .deleteFrom('organization_user')
          .where('organization_id', '=', organizationId)
          .where('user_id', '=', userId)
          .execute();
        await revokeUserSessions(trx, userId);
      });
      return { organizationId, userId, deleted: true };
    },
  }),
];
