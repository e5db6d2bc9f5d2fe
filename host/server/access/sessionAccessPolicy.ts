import type { FastifyRequest } from 'fastify';
import { hasFeature } from '../../common/access/hasFeature.ts';
import { splitList } from '../../common/access/hasPermission.ts';
import type { MountedRoute } from '../plugin/RouteTable.ts';
import type { AccessDecision, AccessPolicy } from './AccessPolicy.ts';
import { type Principal, setRequestPrincipal } from './requestPrincipal.ts';
import { setRequestScope } from './requestScope.ts';

/** Section 8's known constants; the web client acts on these exact texts. */
export const TOKEN_EXPIRED = 'Token Expired';
export const INVALID_OR_MISSING_TOKEN = 'Invalid or Missing token';

export type Authentication =
  | { ok: true; principal: Principal }
  /** 'expired': a genuine access token past its expiry (the client refreshes and retries). */
  | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

/** Resolves the caller of a request from its session (the identity plugin provides it). */
export type Authenticate = (req: FastifyRequest) => Promise<Authentication>;

function deny(statusCode: 401 | 403, message: string): AccessDecision {
  return { allowed: false, statusCode, message };
}

/**
 * The route rules once sessions exist (spec sections 4, 6 and the edition rules):
 * - public routes pass; a valid session there is still attached (logout, me, switch use it);
 * - any other route needs a session: 401 'Token Expired' (retry) or 'Invalid or Missing token';
 * - the request is scoped to the session's active workspace (another workspace's rows answer 404);
 * - a route's feature flag must be on (open source has none); open source checks no permission,
 *   enterprise and cloud check the route's list (any of), organisation admins holding all: else 403.
 */
export function sessionAccessPolicy(
  authenticate: Authenticate,
  options: {
    /** Public-mounted routes that still need a session but no permission (one's own profile, switch). */
    signedInOnly?(route: MountedRoute): boolean;
  } = {},
): AccessPolicy {
  return {
    async check(req, route, edition) {
      const auth = await authenticate(req);
      if (auth.ok) {
        setRequestPrincipal(req, auth.principal);
        setRequestScope(req, { workspaceId: auth.principal.workspaceId, userId: auth.principal.userId });
      }
      const signedInOnly = options.signedInOnly?.(route) === true;
      if (route.public && !signedInOnly) return { allowed: true };
      if (!auth.ok) {
        if (auth.reason === 'expired')
          return { allowed: false, statusCode: 401, message: TOKEN_EXPIRED, retry: true };
        return deny(401, INVALID_OR_MISSING_TOKEN);
      }
      if (signedInOnly) return { allowed: true };
      return decideForPrincipal(auth.principal, route, edition);
    },
  };
}

/** Feature and permission rules for a signed-in principal (pure; exported for tests). */
export function decideForPrincipal(
  principal: Pick<Principal, 'permissions' | 'features' | 'isOrganizationAdmin'>,
  route: { permission?: string; feature?: string },
  edition: string,
): AccessDecision {
  // Feature flags hold in every edition: open source has none, so its multi-user calls answer 403.
  if (route.feature && !hasFeature(principal.features, route.feature)) {
    return deny(403, `Forbidden: the feature ${route.feature} is not enabled`);
  }
  if (edition === 'oss') return { allowed: true };
  if (!route.permission || principal.isOrganizationAdmin) return { allowed: true };
  const held = new Set(principal.permissions);
  if (splitList(route.permission).some((p) => held.has(p))) return { allowed: true };
  return deny(403, `Forbidden: requires the permission ${route.permission}`);
}
