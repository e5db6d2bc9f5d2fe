import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MountedRoute } from '../../host/server/plugin/RouteTable.ts';
import { SIGNED_IN_ROUTES } from '../../plugins/identity/server/signedIn.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type Session,
  startTestServer,
  type TestServer,
} from './startTestServer.ts';

/**
 * Every mounted /api/v1 route × {anonymous, member without the permission, member of another
 * workspace, member with it, organisation admin} in the enterprise edition, generated from
 * app.brains.routes so new routes are covered on their own. Public routes must be listed here:
 * a new public route without an expectation fails the test.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/v1/ping',
  'GET /api/v1/settings',
  'GET /api/v1/version',
  'POST /api/v1/auth/resolve',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/refreshToken',
  'GET /api/v1/organization-setup',
  'POST /api/v1/organization-setup',
  'POST /api/v1/account/logout',
  'GET /api/v1/account/invitation',
  'POST /api/v1/account/register',
  'POST /api/v1/account/verify',
  'POST /api/v1/account/resend-verification',
  'POST /api/v1/account/forgot-password',
  'POST /api/v1/account/reset-password',
  'GET /api/v1/account/basic-auth',
  'POST /api/v1/account/basic-auth',
  // What the /license-expired page shows.
  'GET /api/v1/license',
  // Other plugins' public calls: API-key checks, published flows and their chat.
  'POST /api/v1/apikey/verify',
  'GET /api/v1/public-executions/:id',
  'POST /api/v1/prediction/:id',
  'POST /api/v1/chatflows-abort/:chatflowId/:chatId',
  // The chatbot page and embed widget: feedback, leads and what to show before chatting.
  'POST /api/v1/feedback/:chatflowId',
  'PUT /api/v1/feedback/:id',
  'POST /api/v1/leads',
  'GET /api/v1/public-chatbotConfig/:id',
  'GET /api/v1/chatflows-streaming/:id',
  'GET /api/v1/chatflows-uploads/:id',
]);

/** Public routes whose handler itself answers 401 (no refresh cookie, wrong basic-auth pair). */
const PUBLIC_HANDLER_401 = new Set(['POST /api/v1/auth/refreshToken', 'POST /api/v1/account/basic-auth']);

type Persona = 'anonymous' | 'without' | 'otherWorkspace' | 'with' | 'admin';
type Expectation = 'public' | 'signedIn' | 'permission';

const key = (r: MountedRoute) => `${r.method} ${r.url}`;

function expectationOf(r: MountedRoute): Expectation | undefined {
  if (SIGNED_IN_ROUTES.has(key(r))) return 'signedIn';
  if (r.public) return PUBLIC_ROUTES.has(key(r)) ? 'public' : undefined;
  return r.permission ? 'permission' : undefined;
}

let server: TestServer;
let sessions: Record<Exclude<Persona, 'anonymous'>, Session>;
let holderRoleId: string;

beforeAll(async () => {
  server = await startTestServer({ env: { PLATFORM_TYPE: 'enterprise' } });
  const db = server.app.brains.db;
  const org = await db.selectFrom('organization').select('id').executeTakeFirstOrThrow();
  const role = async (permissions: string[]) => {
    const id = randomUUID();
    await db
      .insertInto('role')
      .values({ id, organization_id: org.id, name: `matrix-${id}`, permissions: JSON.stringify(permissions) })
      .execute();
    return id;
  };
  // The holder's role is rewritten before each route to hold exactly that route's first permission.
  holderRoleId = await role([]);
  const nothing = await role([]);
  const other = await server.createWorkspace('Other');
  const without = await server.createUser({ role: nothing });
  const withIt = await server.createUser({ role: holderRoleId });
  const elsewhere = await server.createUser({ role: 'owner', workspace: other });
  sessions = {
    without: without.session,
    with: withIt.session,
    otherWorkspace: elsewhere.session,
    admin: server.admin?.session as Session,
  };
});
afterAll(() => server?.close());

/** The route called with placeholder params and an empty JSON body (POST, PUT, PATCH). */
function call(r: MountedRoute, persona: Persona): Promise<Response> {
  const path = r.url.replace(/:[^/]+/g, () => randomUUID());
  const init: RequestInit = { method: r.method };
  if (['POST', 'PUT', 'PATCH'].includes(r.method)) {
    init.headers = { 'content-type': 'application/json' };
    init.body = '{}';
  }
  return persona === 'anonymous' ? server.anonymousFetch(path, init) : sessions[persona].fetch(path, init);
}

describe('authorization matrix (enterprise)', () => {
  it('has an expectation for every mounted route', () => {
    const routes = server.app.brains.routes;
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes.filter((r) => !expectationOf(r)).map(key);
    expect(missing).toEqual([]);
    // The list names no route that is gone.
    const mounted = new Set(routes.map(key));
    expect([...PUBLIC_ROUTES].filter((k) => !mounted.has(k))).toEqual([]);
  });

  it('answers every route as its expectation says, for every persona', { timeout: 300_000 }, async () => {
    // Logout ends the caller's session: it goes last.
    const routes = [...server.app.brains.routes].sort(
      (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
    );
    const wrong: string[] = [];
    for (const r of routes) {
      const expectation = expectationOf(r);
      if (r.permission) {
        const first = r.permission.split(',')[0]?.trim() ?? '';
        await server.app.brains.db
          .updateTable('role')
          .set({ permissions: JSON.stringify([first]) })
          .where('id', '=', holderRoleId)
          .execute();
      }
      for (const persona of ['anonymous', 'without', 'otherWorkspace', 'with', 'admin'] as Persona[]) {
        const status = (await call(r, persona)).status;
        const denied = status === 401 || status === 403;
        let ok: boolean;
        if (expectation === 'public')
          ok = status !== 403 && (status !== 401 || PUBLIC_HANDLER_401.has(key(r)));
        else if (persona === 'anonymous') ok = status === 401;
        // Signed-in routes: the policy lets any session through; their handlers check finer rules.
        else if (expectation === 'signedIn') ok = status !== 401;
        else if (persona === 'without') ok = status === 403;
        else ok = !denied;
        if (!ok) wrong.push(`${key(r)} as ${persona}: ${status} (${expectation})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('workspace isolation', () => {
  it("another workspace's resources answer 404 and stay out of its lists", async () => {
    // The matrix logged the set-up session out: sign in again.
    const admin = await server.loginAs(ADMIN_EMAIL, ADMIN_PASSWORD);
    const created = await admin.fetch('/api/v1/variables', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'isolated_var', value: 'x' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const member = await server.createUser({
      role: 'owner',
      workspace: await server.createWorkspace('Isolated'),
    });
    expect((await member.session.fetch(`/api/v1/variables/${id}`)).status).toBe(404);
    const list = (await (await member.session.fetch('/api/v1/variables')).json()) as { id: string }[];
    expect(list.map((v) => v.id)).not.toContain(id);
    expect((await admin.fetch(`/api/v1/variables/${id}`)).status).toBe(200);
  });
});
