import type { FastifyRequest } from 'fastify';
import type { Edition } from '../../common/editions.ts';
import type { MountedRoute } from '../plugin/RouteTable.ts';

export type AccessDecision =
  | { allowed: true }
  /** `retry`: the client may refresh its session and send the request again (section 8). */
  | {
      allowed: false;
      statusCode: 401 | 403;
      message: string;
      retry?: true;
      /** Section 8's '401 with redirectTo and error': the web client goes to `redirectTo`. */
      redirectTo?: string;
      error?: string;
    };

/**
 * Decides whether a request may reach a route, from the route's permission, feature and
 * public flag. Runs before body validation (preValidation), so a caller without access learns nothing from
 * validation errors, and before the handler.
 */
export interface AccessPolicy {
  check(req: FastifyRequest, route: MountedRoute, edition: Edition): AccessDecision | Promise<AccessDecision>;
}

/**
 * The current policy: every request passes, in every edition. Identity, sessions and roles
 * arrive with the auth issue, which replaces this with a policy that authenticates non-public
 * routes and checks `permission`/`feature` (open source and global users pass, spec section 6).
 * It plugs in through buildApp's `accessPolicy` option; routes already declare what they need.
 */
export const allowEverything: AccessPolicy = {
  check: () => ({ allowed: true }),
};
