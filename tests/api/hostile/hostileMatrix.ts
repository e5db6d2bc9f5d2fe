import { sql } from 'kysely';
import type { MountedRoute } from '../../../host/server/plugin/RouteTable.ts';
import { expectationOf, routeKey } from '../authz/authorizationMatrix.ts';
import type { Session, TestServer } from '../startTestServer.ts';
import { type HostileCase, hostileCases } from './hostileCases.ts';
import { realPath, seedRows } from './realParams.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Tables that change on a refused request by design: sign-in attempts and their lockouts are
 * recorded because they failed (login limiting).
 */
const CHANGE_ON_REFUSAL = new Set(['login_activity']);

/**
 * The state of every table but CHANGE_ON_REFUSAL, as one comparable text: its row count and a
 * digest of its rows (an UPDATE changes no count).
 */
async function tableStates(server: TestServer): Promise<string> {
  const db = server.app.brains.db;
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const names = tables.rows.map((t) => t.name).filter((n) => !CHANGE_ON_REFUSAL.has(n));
  const states = await sql<{ t: string; n: string; digest: string | null }>`${sql.raw(
    names
      .map(
        (n) =>
          `select '${n}' as t, count(*)::text as n, md5(string_agg(r::text, ',' order by r::text)) as digest from "${n}" r`,
      )
      .join(' union all '),
  )}`.execute(db);
  return states.rows
    .filter((c) => c.n !== '0')
    .map((c) => `${c.t}=${c.n}:${c.digest?.slice(0, 8)}`)
    .join(' ');
}

/**
 * The mutating routes in the order they are called: deletions after the rest (they may remove the
 * rows the others are called on), the ones that end the caller's session last.
 */
export function hostileRoutes(routes: readonly MountedRoute[]): MountedRoute[] {
  const rank = (r: MountedRoute) => (r.url.endsWith('/logout') ? 2 : r.method === 'DELETE' ? 1 : 0);
  return routes.filter((r) => MUTATING.has(r.method)).sort((a, b) => rank(a) - rank(b));
}

/** What a case answered is wrong: a 5xx always, or a status outside the case's own list. */
export function wrongAnswer(c: HostileCase, status: number): boolean {
  if (status >= 500) return true;
  return c.status !== undefined && !c.status.includes(status);
}

async function send(caller: Session | TestServer['anonymousFetch'], path: string, init: RequestInit) {
  const res = typeof caller === 'function' ? await caller(path, init) : await caller.fetch(path, init);
  // An unread body (an event stream) would hold the connection and the server's close.
  const text = await res.text().catch(() => '');
  return { status: res.status, text: text.slice(0, 200) };
}

/**
 * Every mounted POST/PUT/PATCH/DELETE route × every hostile case (hostileCases.ts), as the
 * organisation admin (so the request passes the access check and reaches validation and the
 * handler) and, for public routes, anonymously too. Calls are sequential on one server. Returns
 * what broke the rules, none: empty:
 * - never a 5xx, and the cases refused at parsing answer their own status;
 * - a 4xx writes nothing: every table holds the same rows before and after.
 */
export async function runHostileMatrix(
  server: TestServer,
  login: () => Promise<Session>,
): Promise<{ wrong: string[]; calls: number }> {
  const wrong: string[] = [];
  let calls = 0;
  let admin = await login();
  await seedRows(admin);
  let before = await tableStates(server);
  const routes = server.app.brains.routes;
  for (const r of hostileRoutes(routes)) {
    const path = await realPath(admin, r, routes);
    const callers: [string, Session | TestServer['anonymousFetch']][] = [['admin', admin as Session]];
    if (expectationOf(r) === 'public') callers.push(['anonymous', server.anonymousFetch]);
    for (const c of hostileCases(r)) {
      for (const [who, caller] of callers) {
        const init: RequestInit = {
          method: r.method,
          headers: { 'content-type': c.contentType ?? 'application/json' },
          body: c.body,
        };
        const { status, text } = await send(caller, path, init);
        calls++;
        const at = `${routeKey(r)} ${c.name} as ${who}`;
        if (wrongAnswer(c, status)) wrong.push(`${at}: ${status} ${text}`);
        const after = await tableStates(server);
        if (status >= 400 && status < 500 && after !== before)
          wrong.push(`${at}: ${status} but tables changed: ${before} -> ${after}`);
        before = after;
      }
    }
    // A hostile body must not end the session either (but where ending it is the route's job).
    if (!r.url.endsWith('/logout') && (await send(admin, '/api/v1/auth/me', {})).status === 401) {
      wrong.push(`${routeKey(r)}: the admin's session ended`);
      admin = await login();
    }
  }
  return { wrong, calls };
}
