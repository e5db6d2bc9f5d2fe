import type { FastifyRequest } from 'fastify';

/**
 * The workspace every open-source resource lives in. Every resource row carries a workspace id
 * from the start, so scoping by workspace needs no data migration when identity arrives.
 */
export const DEFAULT_WORKSPACE_ID = 'default';

export interface RequestScope {
  workspaceId: string;
  /** The signed-in user, or null for anonymous (public routes, or before identity exists). */
  userId: string | null;
}

const scopes = new WeakMap<FastifyRequest, RequestScope>();

/** Set by the access policy once it knows who is calling (the identity issue's policy). */
export function setRequestScope(req: FastifyRequest, scope: RequestScope): void {
  scopes.set(req, scope);
}

/**
 * Who is calling and in which workspace. Until an access policy sets a scope (identity is not
 * loaded), every request works in the default workspace.
 */
export function requestScope(req: FastifyRequest): RequestScope {
  return scopes.get(req) ?? { workspaceId: DEFAULT_WORKSPACE_ID, userId: null };
}
