import { randomUUID } from 'node:crypto';
import { splitList } from '../../../host/common/access/hasPermission.ts';
import type { Edition } from '../../../host/common/editions.ts';
import type { MountedRoute } from '../../../host/server/plugin/RouteTable.ts';
import { apiKeyPrefix } from '../../../plugins/apikeys/common/apiKeyFormat.ts';
import '../../../plugins/apikeys/server/ApiKeyTable.ts';
import { generateApiKey, hashApiKey } from '../../../plugins/apikeys/server/apiKeySecret.ts';
import { featuresFor } from '../../../plugins/identity/common/featureFlags.ts';
import type { Session, TestServer } from '../startTestServer.ts';
import { expectationOf, routeKey } from './authorizationMatrix.ts';
import { PUBLIC_HANDLER_401 } from './publicRoutes.ts';

/**
 * Callers of the authorization matrix that present `Authorization: Bearer <API key>` (README, "API
 * keys"; apiKeyPolicy): a key holding the route's permission, one holding every other permission,
 * keys that are no keys (deleted, unknown, malformed), and keys whose creator has since lost the
 * permission (role narrowed) or left the workspace. Rules:
 * - a key that is not a valid key answers 401 on every route, public ones included;
 * - signed-in routes and the other identity and SSO routes act for a person (their handlers read
 *   the session): the policy refuses any key there with 401 ('API keys carry no session');
 * - other routes: the key's permissions, capped by its creator's current ones (not in open
 *   source), decide like a role does: 403 without the route's permission;
 * - a route whose feature flag the edition lacks answers 403, as it does to sessions (no such
 *   route outside identity and SSO yet; apiKeyPolicy checks no flag, so a new one would fail here).
 * To keep the suite quick every route gets the keys with and without its permission, and in turn
 * one of the three invalid keys and (not open source) one of the two creator cases. A key of
 * another workspace is checked with real ids in workspaceIsolation.ts.
 */
export type KeyCaller =
  | 'keyWith'
  | 'keyWithout'
  | 'keyDeleted'
  | 'keyUnknown'
  | 'keyMalformed'
  | 'keyCreatorNarrowed'
  | 'keyCreatorLeft';

const INVALID: readonly KeyCaller[] = ['keyDeleted', 'keyUnknown', 'keyMalformed'];
const CREATOR_LOST: readonly KeyCaller[] = ['keyCreatorNarrowed', 'keyCreatorLeft'];
/** Plugins whose non-public routes act for the signed-in person (profile, users, roles, SSO). */
const SESSION_OWNERS = new Set(['identity', 'sso']);

/** Whether a route needs a session, so that no API key may call it. */
export function needsSession(r: MountedRoute): boolean {
  return expectationOf(r) === 'signedIn' || (!r.public && SESSION_OWNERS.has(r.owner));
}

/** The expected answer of one call with a key: does `status` keep the rules above? */
export function keyStatusIsRight(
  r: MountedRoute,
  caller: KeyCaller,
  status: number,
  edition: Edition,
): boolean {
  if (INVALID.includes(caller)) return status === 401;
  if (expectationOf(r) === 'public')
    return status !== 403 && (status !== 401 || PUBLIC_HANDLER_401.has(routeKey(r)));
  if (needsSession(r)) return status === 401;
  if (r.feature && !(r.feature in featuresFor(edition, null))) return status === 403;
  if (caller === 'keyWith') return status !== 401 && status !== 403;
  return status === 403;
}

/** A Session-like caller that sends an API key instead of cookies. */
export function keySession(server: TestServer, apiKey: string): Session {
  return {
    cookies: new Map(),
    fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      headers.set('authorization', `Bearer ${apiKey}`);
      return server.anonymousFetch(path, { ...init, headers });
    },
  };
}

export interface KeyCallers {
  /** Rewrites the keys and the narrowed creator's role for one route (before its calls). */
  prepare(r: MountedRoute): Promise<void>;
  /** The key callers of the route with index `i`: a sample that still covers every kind. */
  callersFor(r: MountedRoute, i: number): { caller: KeyCaller; token: string }[];
}

/**
 * Keys straight in the database (as createPersonas makes roles), each made by its own member:
 * `holderRoleId` is the matrix's role that holds exactly the route's first permission.
 */
export async function createKeyCallers(
  server: TestServer,
  edition: Edition,
  holderRoleId: string,
): Promise<KeyCallers> {
  const db = server.app.brains.db;
  const known = [...new Set(server.app.brains.routes.flatMap((r) => splitList(r.permission ?? '')))];
  const org = await db.selectFrom('organization').select('id').executeTakeFirstOrThrow();
  const narrowedRoleId = randomUUID();
  await db
    .insertInto('role')
    .values({
      id: narrowedRoleId,
      organization_id: org.id,
      name: `narrowed-${narrowedRoleId}`,
      permissions: '[]',
    })
    .execute();
  const insertKey = async (createdBy: string | null) => {
    const raw = generateApiKey();
    const id = randomUUID();
    await db
      .insertInto('apikey')
      .values({
        id,
        workspace_id: 'default',
        key_name: `matrix-${id}`,
        key_hash: hashApiKey(raw),
        key_prefix: apiKeyPrefix(raw),
        permissions: JSON.stringify(known),
        created_by: createdBy,
      })
      .returning('id')
      .execute();
    return { id, raw };
  };
  const holder = await server.createUser({ role: holderRoleId });
  const narrowed = await server.createUser({ role: narrowedRoleId });
  const leaver = await server.createUser({ role: 'owner' });
  const withKey = await insertKey(holder.id);
  const withoutKey = await insertKey(server.admin?.id ?? null);
  const narrowedKey = await insertKey(narrowed.id);
  const leftKey = await insertKey(leaver.id);
  // Leaving the workspace: the membership row goes, the key stays.
  await db.deleteFrom('workspace_user').where('user_id', '=', leaver.id).execute();
  const deleted = await insertKey(server.admin?.id ?? null);
  await db.deleteFrom('apikey').where('id', '=', deleted.id).execute();

  const tokens: Record<KeyCaller, string> = {
    keyWith: withKey.raw,
    keyWithout: withoutKey.raw,
    keyDeleted: deleted.raw,
    // A stored key's prefix with another secret: found by prefix, refused by the hash.
    keyUnknown: `${withKey.raw.slice(0, 12)}${generateApiKey().slice(12)}`,
    keyMalformed: `${withKey.raw}x`,
    keyCreatorNarrowed: narrowedKey.raw,
    keyCreatorLeft: leftKey.raw,
  };
  const setPermissions = (ids: string[], permissions: readonly string[]) =>
    db
      .updateTable('apikey')
      .set({ permissions: JSON.stringify(permissions) })
      .where('id', 'in', ids)
      .execute();

  return {
    async prepare(r) {
      if (!r.permission) return;
      const listed = splitList(r.permission);
      const others = known.filter((p) => !listed.includes(p));
      await setPermissions([withKey.id, narrowedKey.id, leftKey.id], listed.slice(0, 1));
      await setPermissions([withoutKey.id], others);
      // The narrowed creator keeps every permission but the route's.
      await db
        .updateTable('role')
        .set({ permissions: JSON.stringify(others) })
        .where('id', '=', narrowedRoleId)
        .execute();
    },
    callersFor(_r, i) {
      const callers: KeyCaller[] = ['keyWith', 'keyWithout', INVALID[i % INVALID.length] as KeyCaller];
      // Open source does not cap keys by their creator.
      if (edition !== 'oss') callers.push(CREATOR_LOST[i % CREATOR_LOST.length] as KeyCaller);
      return callers.map((caller) => ({ caller, token: tokens[caller] }));
    },
  };
}
