import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../host/server/db/Database.ts';
import { httpError } from '../../../../host/server/http/HttpError.ts';
import { type PluginRoute, route } from '../../../../host/server/plugin/definePluginServer.ts';
import { isBuiltInRole, unknownPermissions } from '../../common/permissionCatalogue.ts';
import type { Role } from '../../common/identityTypes.ts';
import { assertMayGrant, heldIn } from '../grantRules.ts';
import { toRole } from '../roleRows.ts';
import { requireSignedIn } from '../signedIn.ts';

const id = { type: 'string', minLength: 1, maxLength: 100 };
const FEATURE = 'feat:roles';
const fields = {
  name: { type: 'string', minLength: 1, maxLength: 100 },
  description: { type: ['string', 'null'], maxLength: 1000 },
  permissions: { type: 'array', maxItems: 500, uniqueItems: true, items: { type: 'string', maxLength: 100 } },
};

function checkPermissions(list: string[] | undefined) {
  const unknown = unknownPermissions(list ?? []);
  if (unknown.length) throw httpError(400, `body/permissions: unknown permissions ${unknown.join(', ')}`);
}

async function findCustomRole(db: Kysely<Database>, organizationId: string, roleId: string) {
  if (isBuiltInRole(roleId)) throw httpError(403, `The built-in role '${roleId}' cannot be changed`);
  const row = await db
    .selectFrom('role')
    .selectAll()
    .where('id', '=', roleId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  if (!row) throw httpError(404, `Role ${roleId} not found`);
  return row;
}

async function assertNameFree(db: Kysely<Database>, organizationId: string, name: string, except?: string) {
  let q = db
    .selectFrom('role')
    .select('id')
    .where((eb) => eb.fn('lower', ['name']), '=', name.toLowerCase())
    .where((eb) => eb.or([eb('organization_id', 'is', null), eb('organization_id', '=', organizationId)]));
  if (except) q = q.where('id', '!=', except);
  if (await q.executeTakeFirst()) throw httpError(409, `A role named '${name}' already exists`);
}

export const roleRoutes: PluginRoute[] = [
  route<{ Querystring: { organizationId?: string; id?: string } }>({
    method: 'GET',
    url: '/role',
    // Those who assign roles in a workspace read the list they pick from.
    permission: 'roles:manage,users:manage,workspace:add-user',
    feature: FEATURE,
    schema: {
      querystring: { type: 'object', additionalProperties: false, properties: { organizationId: id, id } },
    },
    async handler(req, _reply, ctx): Promise<Role | Role[]> {
      const p = requireSignedIn(req);
      const q = ctx.db
        .selectFrom('role')
        .selectAll()
        .where((eb) =>
          eb.or([eb('organization_id', 'is', null), eb('organization_id', '=', p.organizationId)]),
        );
      if (req.query.id) {
        const row = await q.where('id', '=', req.query.id).executeTakeFirst();
        if (!row) throw httpError(404, `Role ${req.query.id} not found`);
        return toRole(row);
      }
      if (req.query.organizationId && req.query.organizationId !== p.organizationId) return [];
      const rows = await q
        .orderBy('organization_id', (o) => o.nullsFirst())
        .orderBy('name')
        .execute();
      return rows.map(toRole);
    },
  }),

  route<{ Body: { name: string; description?: string | null; permissions: string[] } }>({
    method: 'POST',
    url: '/role',
    permission: 'roles:manage',
    feature: FEATURE,
    schema: {
      body: {
        type: 'object',
        required: ['name', 'permissions'],
        additionalProperties: false,
        properties: fields,
      },
    },
    async handler(req, reply, ctx) {
      const p = requireSignedIn(req);
      const name = req.body.name.trim();
      if (!name) throw httpError(400, 'body/name: Name is required');
      checkPermissions(req.body.permissions);
      assertMayGrant(await heldIn(ctx, p, p.workspaceId), req.body.permissions, 'the role');
      await assertNameFree(ctx.db, p.organizationId, name);
      const row = await ctx.db
        .insertInto('role')
        .values({
          id: randomUUID(),
          organization_id: p.organizationId,
          name,
          description: req.body.description ?? null,
          permissions: JSON.stringify(req.body.permissions),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      reply.code(201);
      return toRole(row);
    },
  }),

  route<{ Body: { id: string; name?: string; description?: string | null; permissions?: string[] } }>({
    method: 'PUT',
    url: '/role',
    permission: 'roles:manage',
    feature: FEATURE,
    schema: {
      body: { type: 'object', required: ['id'], additionalProperties: false, properties: { id, ...fields } },
    },
    async handler(req, _reply, ctx) {
      const p = requireSignedIn(req);
      await findCustomRole(ctx.db, p.organizationId, req.body.id);
      const name = req.body.name?.trim();
      if (name === '') throw httpError(400, 'body/name: Name is required');
      if (name) await assertNameFree(ctx.db, p.organizationId, name, req.body.id);
      checkPermissions(req.body.permissions);
      assertMayGrant(await heldIn(ctx, p, p.workspaceId), req.body.permissions ?? [], 'the role');
      const row = await ctx.db
        .updateTable('role')
        .set({
          ...(name ? { name } : {}),
          ...(req.body.description !== undefined ? { description: req.body.description } : {}),
          ...(req.body.permissions ? { permissions: JSON.stringify(req.body.permissions) } : {}),
          updated_date: new Date(),
        })
        .where('id', '=', req.body.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRole(row);
    },
  }),

  route<{ Params: { id: string } }>({
    method: 'DELETE',
    url: '/role/:id',
    permission: 'roles:manage',
    feature: FEATURE,
    schema: { params: { type: 'object', required: ['id'], properties: { id } } },
    async handler(req, _reply, ctx) {
      const p = requireSignedIn(req);
      await findCustomRole(ctx.db, p.organizationId, req.params.id);
      const inUse = await ctx.db
        .selectFrom('workspace_user')
        .select('user_id')
        .where('role_id', '=', req.params.id)
        .executeTakeFirst();
      const inOrg = await ctx.db
        .selectFrom('organization_user')
        .select('user_id')
        .where('role_id', '=', req.params.id)
        .executeTakeFirst();
      if (inUse || inOrg)
        throw httpError(409, 'The role is assigned to users: assign them another role first');
      await ctx.db.deleteFrom('role').where('id', '=', req.params.id).execute();
      return { id: req.params.id, deleted: true };
    },
  }),
];
