import type { MountedRoute } from '../../../host/server/plugin/RouteTable.ts';
import { routeKey } from '../authz/authorizationMatrix.ts';
import type { Session } from '../startTestServer.ts';
import { realPath, seedRows } from './realParams.ts';

/** Values no page or limit may take, each refused by the route's query schema. */
const BAD = ['0', '-1', 'abc', '1.5', '99999999999'];

/**
 * Query strings no searchable list's `search` may take: longer than it declares (it must declare
 * a bound), a NUL byte, given twice.
 */
function badSearches(r: MountedRoute): string[] {
  const max = (searchSchema(r) as { maxLength?: number }).maxLength ?? 10_000;
  return [`search=${'a'.repeat(max + 1)}`, 'search=%00', 'search=a&search=b'];
}

/** GET routes whose query string declares page and limit (server-side paged lists). */
export function pagedRoutes(routes: readonly MountedRoute[]): MountedRoute[] {
  return routes.filter((r) => {
    const props = (r.querySchema as { properties?: Record<string, unknown> } | undefined)?.properties;
    return r.method === 'GET' && props?.page !== undefined && props?.limit !== undefined;
  });
}

/** Paged lists that also search on the server (`search`). */
export function searchableRoutes(routes: readonly MountedRoute[]): MountedRoute[] {
  return pagedRoutes(routes).filter(searchable);
}

function searchSchema(r: MountedRoute): unknown {
  return (r.querySchema as { properties?: Record<string, unknown> }).properties?.search;
}

function searchable(r: MountedRoute): boolean {
  return searchSchema(r) !== undefined;
}

/**
 * Every paged list × every bad page and limit (and, for a searchable list, bad search), as the organisation admin: each answers 400 with a
 * message naming the field (querystring/page, querystring/limit, querystring/search). Returns what broke the rule.
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
    if (!searchable(r)) continue;
    for (const query of badSearches(r)) {
      const res = await admin.fetch(`${path}?page=1&${query}`);
      const text = await res.text();
      if (res.status !== 400 || !text.includes('querystring/search'))
        wrong.push(`${routeKey(r)} ?${query.slice(0, 40)}: ${res.status} ${text.slice(0, 200)}`);
    }
  }
  return wrong;
}
