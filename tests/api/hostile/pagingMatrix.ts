import type { MountedRoute } from '../../../host/server/plugin/RouteTable.ts';
import { routeKey } from '../authz/authorizationMatrix.ts';
import type { Session } from '../startTestServer.ts';
import { realPath, seedRows } from './realParams.ts';

/** Values no page or limit may take, each refused by the route's query schema. */
const BAD = ['0', '-1', 'abc', '1.5', '99999999999'];

/** GET routes whose query string declares page and limit (server-side paged lists). */
export function pagedRoutes(routes: readonly MountedRoute[]): MountedRoute[] {
  return routes.filter((r) => {
    const props = (r.querySchema as { properties?: Record<string, unknown> } | undefined)?.properties;
    return r.method === 'GET' && props?.page !== undefined && props?.limit !== undefined;
  });
}

/**
 * Every paged list × every bad page and limit, as the organisation admin: each answers 400 with a
 * message naming the field (querystring/page, querystring/limit). Returns what broke the rule.
 */
export async function runPagingMatrix(admin: Session, routes: readonly MountedRoute[]): Promise<string[]> {
  const wrong: string[] = [];
  await seedRows(admin);
  for (const r of pagedRoutes(routes)) {
    const path = await realPath(admin, r, routes);
    for (const field of ['page', 'limit']) {
      for (const value of BAD) {
        const res = await admin.fetch(`${path}?${field}=${value}`);
        const text = await res.text();
        if (res.status !== 400 || !text.includes(`querystring/${field}`))
          wrong.push(`${routeKey(r)} ?${field}=${value}: ${res.status} ${text.slice(0, 200)}`);
      }
    }
  }
  return wrong;
}
