import type { FastifyRequest } from 'fastify';
import { splitList } from '../../../host/common/access/hasPermission.ts';
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
 * What the caller may hand on to a new key. A key-authenticated caller holds its key's permissions.
 * Otherwise, until identity exists (the default policy lets everyone through, as in the open-source
 * edition), the caller holds every permission; the identity issue adds the user's own list here.
 */
export function callerPermissions(req: FastifyRequest): string[] {
  return requestApiKey(req)?.permissions ?? knownPermissions(req);
}
