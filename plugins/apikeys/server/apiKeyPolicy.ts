import type { FastifyRequest } from 'fastify';
import { splitList } from '../../../host/common/access/hasPermission.ts';
import { hasFeature } from '../../../host/common/access/hasFeature.ts';
import { type AccessPolicy, allowEverything } from '../../../host/server/access/AccessPolicy.ts';
import { setRequestScope } from '../../../host/server/access/requestScope.ts';
import type { Edition } from '../../../host/common/editions.ts';
import type { Database } from '../../../host/server/db/Database.ts';
import type { Kysely } from 'kysely';
import type { MountedRoute } from '../../../host/server/plugin/RouteTable.ts';
import { setKeyRefusal, setRequestApiKey } from './requestApiKey.ts';
import { type VerifiedApiKey, verifyApiKey } from './verifyApiKey.ts';

export const INVALID_API_KEY = 'Invalid API Key';
export const KEY_NEEDS_SESSION = 'API keys carry no session: this route needs a signed-in user';

/**
 * What a key's creator may do today in the key's workspace (identity provides it): null when
 * unrestricted (open source, organisation admins, keys made before identity); an empty list when
 * the creator has left the workspace.
 */
export type CreatorPermissions = (
  db: Kysely<Database>,
  key: VerifiedApiKey,
  edition: Edition,
) => Promise<readonly string[] | null>;

/** The feature flags of the organisation a key's workspace belongs to (identity provides them). */
export type KeyFeatures = (
  db: Kysely<Database>,
  key: VerifiedApiKey,
  edition: Edition,
) => Promise<Readonly<Record<string, string>>>;

/** What identity adds to the key policy; without identity a key is checked on its permissions alone. */
export interface ApiKeyPolicyOptions {
  creatorPermissions?: CreatorPermissions;
  /** Routes that act for a signed-in person (one's profile, users, roles): a key gets 401. */
  sessionOnly?: (route: MountedRoute) => boolean;
  /** A route behind a feature flag answers a key 403 unless its organisation has the flag on. */
  features?: KeyFeatures;
}

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
 * permission (any of its list) against the key's own permissions (capped by `creatorPermissions`),
 * 403 when none is held. Routes that act for a signed-in person (`sessionOnly`: one's profile,
 * users, roles) refuse a valid key with 401 before their body is even read. Requests
 * without a bearer token go to `fallback` (the session-based policy of the identity issue, today
 * allowEverything). Use: buildApp(config, plugins, { accessPolicy: apiKeyPolicy(identityPolicy) }).
 */
export function apiKeyPolicy(
  fallback: AccessPolicy = allowEverything,
  { creatorPermissions, sessionOnly, features }: ApiKeyPolicyOptions = {},
): AccessPolicy {
  return {
    async check(req, route, edition) {
      // remembered for the key dialogs, which offer only permissions a key can use
      if (sessionOnly) setKeyRefusal(req.server, sessionOnly);
      const token = bearerToken(req);
      if (token === null) return fallback.check(req, route, edition);
      const verified = await verifyApiKey(req.server.brains.db, token);
      if (!verified) return { allowed: false, statusCode: 401, message: INVALID_API_KEY };
      if (sessionOnly?.(route)) return { allowed: false, statusCode: 401, message: KEY_NEEDS_SESSION };
      // A key never does more than its creator may do now: a narrowed role narrows their keys.
      const cap = creatorPermissions
        ? await creatorPermissions(req.server.brains.db, verified, edition)
        : null;
      const key = cap
        ? { ...verified, permissions: verified.permissions.filter((p) => cap.includes(p)) }
        : verified;
      setRequestApiKey(req, key);
      setRequestScope(req, { workspaceId: key.workspaceId, userId: key.createdBy });
      if (route.public) return { allowed: true };
      // As for sessions: a flag off (or open source, which has none) closes the route to keys too.
      if (route.feature && features) {
        const flags = await features(req.server.brains.db, verified, edition);
        if (!hasFeature(flags, route.feature)) {
          return {
            allowed: false,
            statusCode: 403,
            message: `Forbidden: the feature ${route.feature} is not enabled`,
          };
        }
      }
      if (!route.permission) return { allowed: true };
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
