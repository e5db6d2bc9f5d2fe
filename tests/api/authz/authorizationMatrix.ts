import { randomUUID } from 'node:crypto';
import type { Edition } from '../../../host/common/editions.ts';
import type { MountedRoute } from '../../../host/server/plugin/RouteTable.ts';
import { splitList } from '../../../host/common/access/hasPermission.ts';
import { featuresFor } from '../../../plugins/identity/common/featureFlags.ts';
import { workspaceScoped } from '../../../plugins/identity/common/permissionScopes.ts';
import { SIGNED_IN_ROUTES } from '../../../plugins/identity/server/signedIn.ts';
import type { Session, TestServer } from '../startTestServer.ts';
import { type KeyCallers, keySession, keyStatusIsRight } from './apiKeyCallers.ts';
import { PUBLIC_HANDLER_401, PUBLIC_ROUTES } from './publicRoutes.ts';

/**
 * Every mounted /api/v1 route × {anonymous, member without the permission, member of another
 * workspace, member with it, organisation admin}, generated from app.brains.routes so new routes
 * are covered on their own, with the edition's rules:
 * - everywhere: public routes never answer 401/403 (but PUBLIC_HANDLER_401); any other route answers
 *   401 without a session; a route whose feature flag the edition lacks answers 403 to everyone;
 * - open source: no permission checks at all (any signed-in user passes);
 * - enterprise and cloud: 403 without the route's permission; holders and organisation admins pass,
 *   but a route that asks only for organisation-wide permissions (users, roles, SSO, login
 *   activity) answers 403 to everyone but organisation admins, whatever their workspace role holds
 *   (the owner of another workspace, or a role listing the permission);
 * Callers with an API key instead of a session follow apiKeyCallers.ts.
 */
export type Persona = 'anonymous' | 'without' | 'otherWorkspace' | 'with' | 'admin';
export type Expectation = 'public' | 'signedIn' | 'permission';

export const routeKey = (r: Pick<MountedRoute, 'method' | 'url'>) => `${r.method} ${r.url}`;

/** What a route promises; undefined means it declares neither a permission nor being public. */
export function expectationOf(r: MountedRoute): Expectation | undefined {
  if (SIGNED_IN_ROUTES.has(routeKey(r))) return 'signedIn';
  // CORS preflights (of the public chat and prediction calls) are public by nature.
  if (r.public) return PUBLIC_ROUTES.has(routeKey(r)) || r.method === 'OPTIONS' ? 'public' : undefined;
  return r.permission ? 'permission' : undefined;
}

/** The mounted routes with no expectation, and listed public routes that are not mounted. */
export function uncovered(routes: readonly MountedRoute[]): { missing: string[]; gone: string[] } {
  const mounted = new Set(routes.map(routeKey));
  return {
    missing: routes.filter((r) => !expectationOf(r)).map(routeKey),
    gone: [...PUBLIC_ROUTES].filter((k) => !mounted.has(k)),
  };
}

/** The expected answer of one call: does `status` keep the rules above? */
export function statusIsRight(r: MountedRoute, persona: Persona, status: number, edition: Edition): boolean {
  const expectation = expectationOf(r);
  if (expectation === 'public')
    return status !== 403 && (status !== 401 || PUBLIC_HANDLER_401.has(routeKey(r)));
  if (persona === 'anonymous') return status === 401;
  // Signed-in routes: the policy lets any session through; their handlers check finer rules.
  if (expectation === 'signedIn') return status !== 401;
  if (r.feature && !(r.feature in featuresFor(edition, null))) return status === 403;
  if (edition !== 'oss' && persona === 'without') return status === 403;
  if (edition !== 'oss' && persona !== 'admin' && organizationOnly(r)) return status === 403;
  return status !== 401 && status !== 403;
}

/** A route only organisation admins may call (every permission of its list is organisation-wide). */
export function organizationOnly(r: Pick<MountedRoute, 'permission'>): boolean {
  return !!r.permission && workspaceScoped(splitList(r.permission)).length === 0;
}

/** The permission the matrix's holder gets for a route: a workspace-scoped one of its list if any. */
export function holderPermission(r: Pick<MountedRoute, 'permission'>): string {
  const list = splitList(r.permission ?? '');
  return workspaceScoped(list)[0] ?? list[0] ?? '';
}

export interface Personas {
  sessions: Partial<Record<Exclude<Persona, 'anonymous'>, Session>>;
  /** Rewritten before each route to hold exactly that route's holderPermission. */
  holderRoleId: string;
}

/**
 * The signed-in personas: members with a custom role (empty, or the route's permission), an owner of
 * another workspace (not in open source, which has one hidden workspace), and the set-up admin.
 */
export async function createPersonas(server: TestServer, edition: Edition): Promise<Personas> {
  const db = server.app.brains.db;
  const org = await db.selectFrom('organization').select('id').executeTakeFirstOrThrow();
  const role = async () => {
    const id = randomUUID();
    await db
      .insertInto('role')
      .values({ id, organization_id: org.id, name: `matrix-${id}`, permissions: '[]' })
      .execute();
    return id;
  };
  const holderRoleId = await role();
  const sessions: Personas['sessions'] = {
    without: (await server.createUser({ role: await role() })).session,
    with: (await server.createUser({ role: holderRoleId })).session,
    admin: server.admin?.session,
  };
  if (edition !== 'oss') {
    const other = await server.createWorkspace('Other');
    sessions.otherWorkspace = (await server.createUser({ role: 'owner', workspace: other })).session;
  }
  return { sessions, holderRoleId };
}

/** The route called with placeholder params and an empty JSON body (POST, PUT, PATCH). */
function call(server: TestServer, r: MountedRoute, session: Session | null): Promise<Response> {
  const path = r.url.replace(/:[^/]+/g, () => randomUUID());
  const init: RequestInit = { method: r.method };
  if (['POST', 'PUT', 'PATCH'].includes(r.method)) {
    init.headers = { 'content-type': 'application/json' };
    init.body = '{}';
  }
  return session ? session.fetch(path, init) : server.anonymousFetch(path, init);
}

/** Calls a route and reads its status (an unread SSE stream would keep the server's close waiting). */
async function statusOf(server: TestServer, r: MountedRoute, session: Session | null): Promise<number> {
  const res = await call(server, r, session);
  await res.body?.cancel().catch(() => {});
  return res.status;
}

/**
 * Calls every route as every persona, and as the key callers' sample for it; returns the calls
 * that broke the rules (none: empty).
 */
export async function runMatrix(
  server: TestServer,
  edition: Edition,
  personas: Personas,
  keys?: KeyCallers,
): Promise<string[]> {
  // Logout ends the caller's session: it goes last.
  const routes = [...server.app.brains.routes].sort(
    (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
  );
  const wrong: string[] = [];
  for (const [i, r] of routes.entries()) {
    if (r.permission) {
      await server.app.brains.db
        .updateTable('role')
        .set({ permissions: JSON.stringify([holderPermission(r)]) })
        .where('id', '=', personas.holderRoleId)
        .execute();
    }
    for (const persona of ['anonymous', 'without', 'otherWorkspace', 'with', 'admin'] as Persona[]) {
      const session = persona === 'anonymous' ? null : personas.sessions[persona];
      if (session === undefined) continue;
      const status = await statusOf(server, r, session);
      if (!statusIsRight(r, persona, status, edition))
        wrong.push(`${routeKey(r)} as ${persona}: ${status} (${expectationOf(r)})`);
    }
    if (!keys) continue;
    await keys.prepare(r);
    for (const { caller, token } of keys.callersFor(r, i)) {
      const status = await statusOf(server, r, keySession(server, token));
      if (!keyStatusIsRight(r, caller, status, edition))
        wrong.push(`${routeKey(r)} as ${caller}: ${status} (${expectationOf(r)})`);
    }
  }
  return wrong;
}
