import { randomUUID } from 'node:crypto';
import { splitList } from '../../../host/common/access/hasPermission.ts';
import type { MountedRoute } from '../../../host/server/plugin/RouteTable.ts';
import { ORGANIZATION_PERMISSIONS } from '../../../plugins/identity/common/permissionScopes.ts';
import { type Attempt, at, grantAttempts } from './escalationGrants.ts';
import { ORGANIZATION_ATTEMPTS } from './escalationOrgAttempts.ts';

/**
 * The escalation matrix's routes, chosen from the route registry: every route whose permission
 * list names an organisation-wide permission or one that grants, links, removes or edits
 * (workspaces, their people, API keys), plus the signed-in routes whose handlers check one.
 * Each must have attempts below, so a new such route fails the matrix until it is covered.
 */
const GRANTING = new Set([
  ...ORGANIZATION_PERMISSIONS,
  'workspace:add-user',
  'workspace:unlink-user',
  'workspace:update',
  'workspace:delete',
  'apikeys:create',
  'apikeys:update',
]);
const SIGNED_IN_GRANTS = new Set(['PUT /api/v1/user']);

export function escalationRoutes(routes: readonly MountedRoute[]): MountedRoute[] {
  return routes.filter(
    (r) =>
      SIGNED_IN_GRANTS.has(`${r.method} ${r.url}`) ||
      splitList(r.permission ?? '').some((p) => GRANTING.has(p)),
  );
}

const newEmail = () => `new-${randomUUID().slice(0, 8)}@example.com`;
const wsUsers = '/api/v1/workspaceuser';
const q = (ws: string, user: string) => `${wsUsers}?workspaceId=${ws}&userId=${user}`;

/** Who outranks whom, removals, organisation-wide routes, roles, workspaces and API keys. */
const EXTRAS: Attempt[] = [
  ...[
    { title: 'adder demotes the owner of its workspace', caller: 'owner', by: 'adder', ws: 'own' },
    { title: 'adder changes the role of a member who holds more', caller: 'peer', by: 'adder', ws: 'own' },
    { title: 'owner demotes the organisation admin', caller: 'admin', by: 'owner', ws: 'own' },
    { title: 'owner changes a role in another workspace', caller: 'outsider', by: 'owner', ws: 'other' },
  ].map(({ title, caller: target, by, ws }) =>
    at({
      route: 'PUT /api/v1/workspaceuser',
      title,
      caller: by as Attempt['caller'],
      call: (c) => ({
        path: wsUsers,
        body: { workspaceId: c[ws as 'own'], userId: c.users[target as 'owner'].id, roleId: c.adderRole },
      }),
      expect: 'refused',
    }),
  ),
  at({
    route: 'POST /api/v1/workspace/link-users/:id',
    title: 'adder re-links a member who holds more with its own role',
    caller: 'adder',
    call: (c) => ({
      path: `/api/v1/workspace/link-users/${c.own}`,
      body: { userIds: [c.users.peer.id], roleId: c.adderRole },
    }),
    expect: 'refused',
  }),
  at({
    route: 'POST /api/v1/account/invite',
    title: 'adder invites a new person as member',
    caller: 'adder',
    call: (c) => ({
      path: '/api/v1/account/invite',
      body: { email: newEmail(), workspaceIds: [c.own], roleId: 'member' },
    }),
    expect: 'refused',
  }),
  at({
    route: 'POST /api/v1/account/invite',
    title: 'adder invites a new person into its own and another workspace',
    caller: 'adder',
    call: (c) => ({
      path: '/api/v1/account/invite',
      body: { email: newEmail(), workspaceIds: [c.own, c.other], roleId: c.adderRole },
    }),
    expect: 'refused',
  }),
  at({
    route: 'POST /api/v1/account/invite',
    title: 'owner re-invites the organisation admin as viewer',
    caller: 'owner',
    call: (c) => ({
      path: '/api/v1/account/invite',
      body: { email: c.users.admin.email, workspaceIds: [c.own], roleId: 'viewer' },
    }),
    expect: 'refused',
  }),
  at({
    route: 'POST /api/v1/account/invite',
    title: 'adder invites a new person with its own role',
    caller: 'adder',
    call: (c) => ({
      path: '/api/v1/account/invite',
      body: { email: newEmail(), workspaceIds: [c.own], roleId: c.adderRole },
    }),
    expect: 'allowed',
  }),
  // Removals: only from one's own workspace, of people who hold no more than the caller.
  ...(['DELETE /api/v1/workspaceuser', 'POST /api/v1/workspace/unlink-users/:id'] as const).flatMap(
    (route) => {
      const unlink = (ws: string, user: string) =>
        route.startsWith('DELETE')
          ? { path: q(ws, user) }
          : { path: `/api/v1/workspace/unlink-users/${ws}`, body: { userIds: [user] } };
      return [
        at({
          route,
          title: 'owner removes the owner of another workspace',
          caller: 'owner',
          call: (c) => unlink(c.other, c.users.outsider.id),
          expect: 'refused',
        }),
        at({
          route,
          title: 'owner removes the organisation admin',
          caller: 'owner',
          call: (c) => unlink(c.own, c.users.admin.id),
          expect: 'refused',
        }),
        at({
          route,
          title: 'adder (no unlink-user) removes someone',
          caller: 'adder',
          call: async (c) => unlink(c.own, (await c.spare(c.own)).id),
          expect: 'refused',
        }),
        at({
          route,
          title: 'owner removes a member who holds less',
          caller: 'owner',
          call: async (c) => unlink(c.own, (await c.spare(c.own)).id),
          expect: 'allowed',
        }),
      ];
    },
  ),
  ...ORGANIZATION_ATTEMPTS,
  // Roles: only organisation admins create, edit or delete them.
  at({
    route: 'POST /api/v1/role',
    title: 'owner creates a role',
    caller: 'owner',
    call: () => ({
      path: '/api/v1/role',
      body: { name: `r-${randomUUID()}`, permissions: ['chatflows:view'] },
    }),
    expect: 'refused',
  }),
  at({
    route: 'POST /api/v1/role',
    title: 'admin creates a role',
    caller: 'admin',
    call: () => ({
      path: '/api/v1/role',
      body: { name: `r-${randomUUID()}`, permissions: ['chatflows:view'] },
    }),
    expect: 'allowed',
  }),
  at({
    route: 'PUT /api/v1/role',
    title: "owner adds users:manage to the adder's role",
    caller: 'owner',
    call: (c) => ({
      path: '/api/v1/role',
      body: { id: c.adderRole, permissions: ['workspace:add-user', 'users:manage'] },
    }),
    expect: 'refused',
  }),
  at({
    route: 'PUT /api/v1/role',
    title: 'admin describes a role',
    caller: 'admin',
    call: (c) => ({ path: '/api/v1/role', body: { id: c.emptyRole, description: 'nothing' } }),
    expect: 'allowed',
  }),
  at({
    route: 'DELETE /api/v1/role/:id',
    title: 'owner deletes a role',
    caller: 'owner',
    call: (c) => ({ path: `/api/v1/role/${c.orgRole}` }),
    expect: 'refused',
  }),
  at({
    route: 'GET /api/v1/role',
    title: 'adder reads the roles it may pick from',
    caller: 'adder',
    call: () => ({ path: '/api/v1/role' }),
    expect: 'allowed',
  }),
  // Workspaces by id: only where the caller holds the permission.
  at({
    route: 'PUT /api/v1/workspace',
    title: 'owner renames another workspace',
    caller: 'owner',
    call: (c) => ({ path: '/api/v1/workspace', body: { id: c.other, name: `Taken ${randomUUID()}` } }),
    expect: 'refused',
  }),
  at({
    route: 'PUT /api/v1/workspace',
    title: 'adder renames its workspace',
    caller: 'adder',
    call: (c) => ({ path: '/api/v1/workspace', body: { id: c.own, description: 'renamed' } }),
    expect: 'refused',
  }),
  at({
    route: 'PUT /api/v1/workspace',
    title: 'owner describes its workspace',
    caller: 'owner',
    call: (c) => ({ path: '/api/v1/workspace', body: { id: c.own, description: 'ours' } }),
    expect: 'allowed',
  }),
  at({
    route: 'DELETE /api/v1/workspace/:id',
    title: 'owner deletes another workspace',
    caller: 'owner',
    call: (c) => ({ path: `/api/v1/workspace/${c.other}` }),
    expect: 'refused',
  }),
  at({
    route: 'DELETE /api/v1/workspace/:id',
    title: 'owner deletes a workspace it made',
    caller: 'owner',
    async call(c) {
      const made = await c.users.owner.session.fetch('/api/v1/workspace', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Made ${randomUUID()}` }),
      });
      return { path: `/api/v1/workspace/${((await made.json()) as { id: string }).id}` };
    },
    expect: 'allowed',
  }),
  // API keys: never more than their creator holds.
  at({
    route: 'POST /api/v1/apikey',
    title: 'member makes a key with a permission it lacks',
    caller: 'peer',
    call: () => ({
      path: '/api/v1/apikey',
      body: { keyName: `k-${randomUUID()}`, permissions: ['chatflows:delete'] },
    }),
    expect: 'refused',
  }),
  at({
    route: 'POST /api/v1/apikey',
    title: 'member makes a key with an organisation-wide permission',
    caller: 'peer',
    call: () => ({
      path: '/api/v1/apikey',
      body: { keyName: `k-${randomUUID()}`, permissions: ['users:manage'] },
    }),
    expect: 'refused',
    status: 400,
  }),
  at({
    route: 'POST /api/v1/apikey',
    title: 'member makes a key with what it holds',
    caller: 'peer',
    call: () => ({
      path: '/api/v1/apikey',
      body: { keyName: `k-${randomUUID()}`, permissions: ['chatflows:view'] },
    }),
    expect: 'allowed',
  }),
  at({
    route: 'PUT /api/v1/apikey/:id',
    title: 'member widens its key beyond what it holds',
    caller: 'peer',
    call: (c) => ({
      path: `/api/v1/apikey/${c.peerKeyId}`,
      body: { permissions: ['chatflows:view', 'chatflows:delete'] },
    }),
    expect: 'refused',
  }),
  at({
    route: 'GET /api/v1/apikey/permissions',
    title: 'member reads what it may put on a key',
    caller: 'peer',
    call: () => ({ path: '/api/v1/apikey/permissions' }),
    expect: 'allowed',
  }),
];

/** Every attempt: the generated grants, then the hand-written cases. */
export function escalationAttempts(): Attempt[] {
  return [...grantAttempts(), ...EXTRAS];
}
