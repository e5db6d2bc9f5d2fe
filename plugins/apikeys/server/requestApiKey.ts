import type { FastifyRequest } from 'fastify';
import { splitList } from '../../../host/common/access/hasPermission.ts';
import type { Edition } from '../../../host/common/editions.ts';
import { requestPrincipal } from '../../../host/server/access/requestPrincipal.ts';
import type { VerifiedApiKey } from './verifyApiKey.ts';

const keys = new WeakMap<FastifyRequest, VerifiedApiKey>();

/** Set by apiKeyPolicy when a request authenticated with a key. */
export function setRequestApiKey(req: FastifyRequest, key: VerifiedApiKey): void {
  keys.set(req, key);
}

/** The key a request authenticated with, if any. */
export function requestApiKey(req: FastifyRequest): VerifiedApiKey | undefined {
  return keys.get(req);
}

/** Every permission some mounted /api/v1 route asks for: what an unrestricted caller holds. */
export function knownPermissions(req: FastifyRequest): string[] {
  const all = new Set<string>();
  for (const r of req.server.brains.routes)
    if (r.permission) for (const p of splitList(r.permission)) all.add(p);
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
