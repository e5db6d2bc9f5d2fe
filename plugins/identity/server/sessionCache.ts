import { cachesTables, type TableWrites } from '../../../host/server/db/TableWrites.ts';
import type { Membership } from './authUser.ts';

/** The rows a signed-in request is checked against: its session and the user's membership. */
export interface CachedSession {
  userId: string;
  workspaceId: string;
  revoked: boolean;
  expiresAt: number;
  membership: Membership | null;
}

/** Tables whose rows decide a session's standing: any commit to one of them empties the cache. */
export const SESSION_TABLES = cachesTables([
  'auth_session',
  'user',
  'organization',
  'organization_user',
  'workspace',
  'workspace_user',
  'role',
]);

/**
 * How long an entry may be used without a change being heard. Every commit to SESSION_TABLES
 * empties the cache at once, on this instance and, in queue mode, on the others (TableWrites relayed
 * through Redis); this bounds what goes unheard still: changes made outside the server, or a relay
 * message lost while Redis was away (SESSION_CACHE_SECONDS, 0 turns the cache off).
 */
const maxAgeMs = () => {
  const raw = Number(process.env.SESSION_CACHE_SECONDS);
  return (Number.isFinite(raw) && raw >= 0 ? raw : 10) * 1000;
};

const MAX_ENTRIES = 10_000;

/**
 * The session and membership lookups of cookie-authenticated requests, cached per session id, so
 * a signed-in request costs what an API-key request does (issue 16). An entry records the
 * generation it was read in; a commit to SESSION_TABLES starts a new generation, so a lookup that
 * raced a change (read before its commit, stored after) is never used.
 */
export class SessionCache {
  private generation = 0;
  private readonly entries = new Map<string, { value: CachedSession; generation: number; at: number }>();

  constructor(writes: TableWrites) {
    writes.subscribe(SESSION_TABLES, () => {
      this.generation += 1;
      this.entries.clear();
    });
  }

  /** The generation to pass to set() for a lookup starting now. */
  begin(): number {
    return this.generation;
  }

  get(sessionId: string): CachedSession | undefined {
    const hit = this.entries.get(sessionId);
    if (!hit) return undefined;
    if (hit.generation !== this.generation || Date.now() - hit.at > maxAgeMs()) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return hit.value;
  }

  set(sessionId: string, value: CachedSession, generation: number): void {
    if (generation !== this.generation || maxAgeMs() === 0) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(sessionId, { value, generation, at: Date.now() });
  }
}

const caches = new WeakMap<TableWrites, SessionCache>();

/** The cache of one database handle (one per server). */
export function sessionCacheOf(writes: TableWrites): SessionCache {
  const known = caches.get(writes);
  if (known) return known;
  const cache = new SessionCache(writes);
  caches.set(writes, cache);
  return cache;
}
