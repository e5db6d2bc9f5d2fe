import type { FastifyInstance, FastifyRequest } from 'fastify';
import { splitList } from '../../../host/common/access/hasPermission.ts';
import type { Edition } from '../../../host/common/editions.ts';
import { requestPrincipal } from '../../../host/server/access/requestPrincipal.ts';
import type { MountedRoute } from '../../../host/server/plugin/RouteTable.ts';
import type { VerifiedApiKey } from './verifyApiKey.ts';

const keys = new WeakMap<FastifyRequest, VerifiedApiKey>();
/** Per server, the routes its access policy never lets a key call (apiKeyPolicy's sessionOnly). */
const keyRefusals = new WeakMap<FastifyInstance, (route: MountedRoute) => boolean>();

/** Set by apiKeyPolicy: which routes of this server refuse API keys. */
export function setKeyRefusal(server: FastifyInstance, refused: (route: MountedRoute) => boolean): void {
  keyRefusals.set(server, refused);
}

/** Set by apiKeyPolicy when a request authenticated with a key. */
export function setRequestApiKey(req: FastifyRequest, key: VerifiedApiKey): void {
  keys.set(req, key);
}

/** The key a request authenticated with, if any. */
export function requestApiKey(req: FastifyRequest): VerifiedApiKey | undefined {
  return keys.get(req);
}

/**
 * Every permission some mounted /api/v1 route that accepts API keys asks for: what an unrestricted
 * caller may put on a key. Permissions only routes for a signed-in person ask for (users:manage,
 * say) would grant a key nothing, so they are not offered.
 */
export function knownPermissions(req: FastifyRequest, keyCallableOnly = true): string[] {
  const refused = keyCallableOnly ? keyRefusals.get(req.server) : undefined;
  const all = new Set<string>();
  for (const r of req.server.brains.routes)
    if (r.permission && !refused?.(r)) for (const p of splitList(r.permission)) all.add(p);
  return [...all].sort();
}

/**
 * What the caller may hand on to a key: never more than they hold. A key-authenticated caller
 * holds its key's permissions; a signed-in user (enterprise, cloud) their role's, unless an
 * organisation admin; open source (and a server without identity) holds every permission.
 * Only permissions some route asks for count, so a key carries nothing meaningless.
 */
export function callerPermissions(req: FastifyRequest, edition: Edition): string[] {
  const known = knownPermissions(req);
  const key = requestApiKey(req);
  const principal = requestPrincipal(req);
  let held: readonly string[] | null = null;
  if (key) held = key.permissions;
  else if (principal && edition !== 'oss' && !principal.isOrganizationAdmin) held = principal.permissions;
  if (held === null) return known;
  const set = new Set(held);
  return known.filter((p) => set.has(p));
}
