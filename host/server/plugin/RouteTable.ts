import type { HttpMethod } from './definePluginServer.ts';

/** A route as mounted, for the authorization matrix and diagnostics (app.brains.routes). */
export interface MountedRoute {
  method: HttpMethod;
  /** Full path, e.g. /api/v1/tools/:id. */
  url: string;
  /** 'host' or the plugin id. */
  owner: string;
  permission?: string;
  feature?: string;
  public: boolean;
  /** The body's JSON Schema when the route declares one (the hostile-input matrix builds bodies from it). */
  bodySchema?: object;
  /** The query string's JSON Schema when declared (the hostile-input matrix tries bad page/limit). */
  querySchema?: object;
}

/** Parameter names do not make routes different: /a/:id and /a/:key collide in the router. */
function routeKey(method: string, url: string): string {
  return `${method} ${url.replace(/:[^/]+/g, ':').replace(/\/+$/, '') || '/'}`;
}

/** Every mounted route; a second METHOD+url is an error naming both owners. */
export class RouteTable {
  private readonly byKey = new Map<string, MountedRoute>();

  add(route: MountedRoute): void {
    const key = routeKey(route.method, route.url);
    const taken = this.byKey.get(key);
    if (taken) {
      throw new Error(
        `Duplicate route ${route.method} ${route.url}: contributed by plugin '${taken.owner}' and plugin '${route.owner}'`,
      );
    }
    this.byKey.set(key, Object.freeze({ ...route }));
  }

  list(): MountedRoute[] {
    return [...this.byKey.values()];
  }
}
