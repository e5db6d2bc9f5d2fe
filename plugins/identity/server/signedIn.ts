import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../host/server/access/requestPrincipal.ts';
import { requestPrincipal } from '../../../host/server/access/requestPrincipal.ts';
import { INVALID_OR_MISSING_TOKEN } from '../../../host/server/access/sessionAccessPolicy.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import type { PluginRoute } from '../../../host/server/plugin/definePluginServer.ts';

/** The caller, or 401 'Invalid or Missing token'. */
export function requireSignedIn(req: FastifyRequest): Principal {
  const principal = requestPrincipal(req);
  if (!principal) throw httpError(401, INVALID_OR_MISSING_TOKEN);
  return principal;
}

/**
 * Route keys ('METHOD /api/v1/url') that any signed-in user may call, whatever their role (their
 * own profile, workspace switch, the session): mounted public, so the policy only attaches the
 * session, and the handler refuses anonymous callers. The authorization matrix reads this list.
 */
export const SIGNED_IN_ROUTES = new Set<string>();

/** Marks a route signed-in-only (see SIGNED_IN_ROUTES). */
export function signedIn(route: PluginRoute): PluginRoute {
  SIGNED_IN_ROUTES.add(`${route.method} /api/v1${route.url}`);
  return {
    ...route,
    public: true,
    handler(req, reply, ctx) {
      requireSignedIn(req);
      return route.handler(req, reply, ctx);
    },
  };
}

/** 403 unless the caller is an organisation admin or holds one of the permissions (any edition but oss). */
export function requireAny(req: FastifyRequest, edition: string, permissions: string): Principal {
  const p = requireSignedIn(req);
  if (edition === 'oss' || p.isOrganizationAdmin) return p;
  const held = new Set(p.permissions);
  if (permissions.split(',').some((x) => held.has(x.trim()))) return p;
  throw httpError(403, `Forbidden: requires the permission ${permissions}`);
}

export function clientAddress(req: FastifyRequest): string | null {
  return req.ip || null;
}
