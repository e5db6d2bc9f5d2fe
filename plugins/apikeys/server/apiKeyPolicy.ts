import type { FastifyRequest } from 'fastify';
import { splitList } from '../../../host/common/access/hasPermission.ts';
import { type AccessPolicy, allowEverything } from '../../../host/server/access/AccessPolicy.ts';
import { setRequestScope } from '../../../host/server/access/requestScope.ts';
import { setRequestApiKey } from './requestApiKey.ts';
import { verifyApiKey } from './verifyApiKey.ts';

export const INVALID_API_KEY = 'Invalid API Key';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Authenticates /api/v1 calls that carry `Authorization: Bearer <api key>`: a wrong key answers 401
 * 'Invalid API Key'; a valid one puts the request in the key's workspace and checks the route's
 * permission (any of its list) against the key's own permissions, 403 when none is held. Requests
 * without a bearer token go to `fallback` (the session-based policy of the identity issue, today
 * allowEverything). Use: buildApp(config, plugins, { accessPolicy: apiKeyPolicy(identityPolicy) }).
 */
export function apiKeyPolicy(fallback: AccessPolicy = allowEverything): AccessPolicy {
  return {
    async check(req, route, edition) {
      const token = bearerToken(req);
      if (token === null) return fallback.check(req, route, edition);
      const key = await verifyApiKey(req.server.brains.db, token);
      if (!key) return { allowed: false, statusCode: 401, message: INVALID_API_KEY };
      setRequestApiKey(req, key);
      setRequestScope(req, { workspaceId: key.workspaceId, userId: key.createdBy });
      if (route.public || !route.permission) return { allowed: true };
      const held = new Set(key.permissions);
      if (splitList(route.permission).some((p) => held.has(p))) return { allowed: true };
      return {
        allowed: false,
        statusCode: 403,
        message: `Forbidden: the API key lacks the permission ${route.permission}`,
      };
    },
  };
}
