import type { FastifyInstance } from 'fastify';
import type { AccessPolicy } from '../../../host/server/access/AccessPolicy.ts';
import { isForeignRequest } from '../../../host/server/access/requestOrigin.ts';
import type { MountedRoute } from '../../../host/server/plugin/RouteTable.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE, readCookies } from './cookies.ts';

export const CROSS_SITE_REFUSED =
  "Cross-site request refused: the session cookie only works from this application's own pages";

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Public routes that answer a preflight (the embed widget's chat routes) are made for other
 * sites: their flow's allowedOrigins decide, and they never act as the cookie's user.
 */
const embedRoutes = new WeakMap<FastifyInstance, Set<string>>();
function isEmbedRoute(server: FastifyInstance, route: MountedRoute): boolean {
  let urls = embedRoutes.get(server);
  if (!urls) {
    urls = new Set(server.brains.routes.filter((r) => r.method === 'OPTIONS').map((r) => r.url));
    embedRoutes.set(server, urls);
  }
  return route.public && urls.has(route.url);
}

/**
 * Refuses (403) a state-changing request that carries the session cookie but was sent from
 * another origin (a form or fetch on another site or port, SameSite notwithstanding). API-key
 * calls never get here (the key policy takes them first); reads are not affected.
 */
export function crossSiteGuard(inner: AccessPolicy): AccessPolicy {
  return {
    check(req, route, edition) {
      if (!SAFE_METHODS.has(req.method)) {
        const cookies = readCookies(req);
        if ((cookies[ACCESS_COOKIE] || cookies[REFRESH_COOKIE]) && isForeignRequest(req)) {
          if (!isEmbedRoute(req.server, route))
            return { allowed: false, statusCode: 403, message: CROSS_SITE_REFUSED };
        }
      }
      return inner.check(req, route, edition);
    },
  };
}
