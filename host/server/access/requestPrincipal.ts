import type { FastifyRequest } from 'fastify';
import type { Features } from '../../common/access/types.ts';

/** Who a signed-in request belongs to, as the access policy resolved it from the session. */
export interface Principal {
  userId: string;
  sessionId: string;
  organizationId: string;
  /** The active workspace: every resource query of the request is scoped to it. */
  workspaceId: string;
  isOrganizationAdmin: boolean;
  /** Permissions of the user's role in the active workspace. */
  permissions: readonly string[];
  /** The organisation's feature flags (none in open source). */
  features: Features;
}

const principals = new WeakMap<FastifyRequest, Principal>();

export function setRequestPrincipal(req: FastifyRequest, principal: Principal): void {
  principals.set(req, principal);
}

/** The signed-in caller, or null (anonymous, an API key, or no identity plugin loaded). */
export function requestPrincipal(req: FastifyRequest): Principal | null {
  return principals.get(req) ?? null;
}
