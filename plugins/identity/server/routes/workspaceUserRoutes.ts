import { httpError } from '../../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../../host/server/plugin/definePluginServer.ts';
import type { WorkspaceUserLink } from '../../common/identityTypes.ts';
import { actIn, assertMayGrantRole, assertMayManageMember } from '../grantRules.ts';
import { requireAny, requireSignedIn, signedIn } from '../signedIn.ts';
import { linkWorkspaceUsers, unlinkWorkspaceUsers } from '../workspaceLinks.ts';
import { ID_SCHEMA as id, objectSchema } from './objectSchema.ts';
import { findWorkspace } from './workspaceRoutes.ts';
const FEATURE = 'feat:workspaces';

export const workspaceUserRoutes: PluginRoute[] = [
  signedIn(
    route<{
      Querystring: { workspaceId?: string; roleId?: string; userId?: string; organizationId?: string };
    }>({
      method: 'GET',
      url: '/workspaceuser',
      schema: {
        querystring: objectSchema([], { workspaceId: id, roleId: id, userId: id, organizationId: id }),
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
      body: objectSchema(['workspaceId', 'userId', 'roleId'], { workspaceId: id, userId: id, roleId: id }),
    },
    async handler(req, _reply, ctx) {
      const p = requireSignedIn(req);
      const { workspaceId, userId, roleId } = req.body;
      await findWorkspace(ctx.db, p.organizationId, workspaceId);
      const held = await actIn(ctx, p, workspaceId, 'workspace:add-user');
      await assertMayManageMember(ctx, held, workspaceId, userId);
      await assertMayGrantRole(ctx.db, held, p.organizationId, roleId);
      await linkWorkspaceUsers(ctx.db, {
        organizationId: p.organizationId,
        workspaceId,
        userIds: [userId],
        roleId,
      });
      return req.body;
    },
  }),

  route<{ Querystring: { workspaceId: string; userId: string } }>({
    method: 'DELETE',
    url: '/workspaceuser',
    permission: 'users:manage,workspace:unlink-user',
    feature: FEATURE,
    schema: {
      querystring: objectSchema(['workspaceId', 'userId'], { workspaceId: id, userId: id }),
    },
    async handler(req, _reply, ctx) {
      const p = requireSignedIn(req);
      const { workspaceId, userId } = req.query;
      await findWorkspace(ctx.db, p.organizationId, workspaceId);
      const held = await actIn(ctx, p, workspaceId, 'workspace:unlink-user');
      await assertMayManageMember(ctx, held, workspaceId, userId);
      if ((await unlinkWorkspaceUsers(ctx.db, req.query.workspaceId, [req.query.userId])) === 0)
        throw httpError(404, 'The user is not in this workspace');
      return { ...req.query, deleted: true };
    },
  }),
];
