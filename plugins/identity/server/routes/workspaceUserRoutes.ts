import { httpError } from '../../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../../host/server/plugin/definePluginServer.ts';
import type { WorkspaceUserLink } from '../../common/identityTypes.ts';
import { requireAny, requireSignedIn, signedIn } from '../signedIn.ts';
import { findWorkspace } from './workspaceRoutes.ts';

const id = { type: 'string', minLength: 1, maxLength: 100 };
const FEATURE = 'feat:workspaces';

export const workspaceUserRoutes: PluginRoute[] = [
  signedIn(
    route<{
      Querystring: { workspaceId?: string; roleId?: string; userId?: string; organizationId?: string };
    }>({
      method: 'GET',
      url: '/workspaceuser',
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { workspaceId: id, roleId: id, userId: id, organizationId: id },
        },
      },
      async handler(req, _reply, ctx): Promise<WorkspaceUserLink[]> {
        const p = requireSignedIn(req);
        const { workspaceId, roleId, userId, organizationId } = req.query;
        if (!workspaceId && !roleId && !userId && !organizationId) {
          throw httpError(400, 'querystring: give workspaceId, roleId, userId or organizationId');
        }
        // One's own links are always readable (the workspace switcher); others need users:manage.
        if (userId !== p.userId) requireAny(req, ctx.edition, 'users:manage,workspace:view');
        if (organizationId && organizationId !== p.organizationId) return [];
        let q = ctx.db
          .selectFrom('workspace_user as wu')
          .innerJoin('workspace as w', 'w.id', 'wu.workspace_id')
          .innerJoin('user as u', 'u.id', 'wu.user_id')
          .innerJoin('role as r', 'r.id', 'wu.role_id')
          .select([
            'wu.workspace_id',
            'wu.user_id',
            'wu.role_id',
            'wu.last_login',
            'w.name as workspace_name',
            'w.organization_id',
            'u.name',
            'u.email',
            'u.status',
            'r.name as role_name',
          ])
          .where('w.organization_id', '=', p.organizationId)
          .orderBy('w.name')
          .orderBy('u.email');
        if (workspaceId) q = q.where('wu.workspace_id', '=', workspaceId);
        if (roleId) q = q.where('wu.role_id', '=', roleId);
        if (userId) q = q.where('wu.user_id', '=', userId);
        // Without users:manage a member sees only the users of their active workspace.
        const manager =
          ctx.edition === 'oss' || p.isOrganizationAdmin || p.permissions.includes('users:manage');
        if (!manager && userId !== p.userId) q = q.where('wu.workspace_id', '=', p.workspaceId);
        return (await q.execute()).map((r) => ({
          workspaceId: r.workspace_id,
          userId: r.user_id,
          roleId: r.role_id,
          workspace: { name: r.workspace_name, organizationId: r.organization_id },
          user: { name: r.name, email: r.email, status: r.status },
          role: { name: r.role_name },
          lastLogin: r.last_login ? new Date(r.last_login).toISOString() : null,
        }));
      },
    }),
  ),

  route<{ Body: { workspaceId: string; userId: string; roleId: string } }>({
    method: 'PUT',
    url: '/workspaceuser',
    permission: 'users:manage,workspace:add-user',
    feature: FEATURE,
    schema: {
      body: {
        type: 'object',
        required: ['workspaceId', 'userId', 'roleId'],
        additionalProperties: false,
        properties: { workspaceId: id, userId: id, roleId: id },
      },
    },
    async handler(req, _reply, ctx) {
      const p = requireSignedIn(req);
      await findWorkspace(ctx.db, p.organizationId, req.body.workspaceId);
      const role = await ctx.db
        .selectFrom('role')
        .select('id')
        .where('id', '=', req.body.roleId)
        .where((eb) =>
          eb.or([eb('organization_id', 'is', null), eb('organization_id', '=', p.organizationId)]),
        )
        .executeTakeFirst();
      if (!role) throw httpError(404, `Role ${req.body.roleId} not found`);
      const member = await ctx.db
        .selectFrom('organization_user')
        .select('user_id')
        .where('organization_id', '=', p.organizationId)
        .where('user_id', '=', req.body.userId)
        .executeTakeFirst();
      if (!member) throw httpError(404, `User ${req.body.userId} is not in the organization`);
      await ctx.db
        .insertInto('workspace_user')
        .values({ workspace_id: req.body.workspaceId, user_id: req.body.userId, role_id: req.body.roleId })
        .onConflict((oc) =>
          oc
            .columns(['workspace_id', 'user_id'])
            .doUpdateSet({ role_id: req.body.roleId, updated_date: new Date() }),
        )
        .execute();
      return req.body;
    },
  }),

  route<{ Querystring: { workspaceId: string; userId: string } }>({
    method: 'DELETE',
    url: '/workspaceuser',
    permission: 'users:manage,workspace:unlink-user',
    feature: FEATURE,
    schema: {
      querystring: {
        type: 'object',
        required: ['workspaceId', 'userId'],
        additionalProperties: false,
        properties: { workspaceId: id, userId: id },
      },
    },
    async handler(req, _reply, ctx) {
      const p = requireSignedIn(req);
      await findWorkspace(ctx.db, p.organizationId, req.query.workspaceId);
      const result = await ctx.db
        .deleteFrom('workspace_user')
        .where('workspace_id', '=', req.query.workspaceId)
        .where('user_id', '=', req.query.userId)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw httpError(404, 'The user is not in this workspace');
      return { ...req.query, deleted: true };
    },
  }),
];
