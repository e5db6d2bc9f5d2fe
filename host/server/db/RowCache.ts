import type { Kysely } from 'kysely';
import type { Database } from './Database.ts';
import type { TableWrites } from './TableWrites.ts';

/**
 * How long an entry may be used without a change being heard. Commits through this handle empty
 * a cache at once, and in queue mode so do the other instances'; the bound is for changes made
 * another way (another instance without queue mode). ROW_CACHE_SECONDS, 0 turns caching off.
 */
const maxAgeMs = () => {
  const raw = Number(process.env.ROW_CACHE_SECONDS);
  return (Number.isFinite(raw) && raw >= 0 ? raw : 10) * 1000;
};

export interface RowCacheOptions {
  /** Tables whose commits empty the cache (any row of them). */
  tables: readonly string[];
  /** Beyond it the oldest entries go first. */
  maxEntries: number;
}

/**
 * Rows a hot path reads again and again (a prediction's flow, variables and credentials), kept in
 * memory until a commit to one of `tables` is heard through TableWrites: this instance's at once,
 * the other instances' in queue mode (relayTableWrites). Every commit starts a new generation, and
 * a load stores its result only if no commit was heard while it ran, so a read that raced a change
 * is never kept. Rolled back writes say nothing and change nothing.
 */
export class RowCache<V> {
  private generation = 0;
  private readonly entries = new Map<string, { value: V; generation: number; at: number }>();

  constructor(
    writes: TableWrites,
    private readonly options: RowCacheOptions,
  ) {
    writes.subscribe(options.tables, () => this.clear());
  }

  /** The cached value of `key`, if it is held and current; reads nothing. */
  peek(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.generation === this.generation && Date.now() - hit.at <= maxAgeMs()) return hit.value;
    this.entries.delete(key);
    return undefined;
  }

  /** The cached value of `key`, or what `load` reads (stored unless a commit was heard meanwhile). */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.peek(key);
    if (hit !== undefined) return hit;
    const generation = this.generation;
    const value = await load();
    if (value !== undefined && generation === this.generation && maxAgeMs() > 0) {
      this.entries.delete(key);
      this.entries.set(key, { value, generation, at: Date.now() });
      if (this.entries.size > this.options.maxEntries)
        this.entries.delete(this.entries.keys().next().value as string);
    }
    return value;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

const writesOfHandle = new WeakMap<object, TableWrites>();
const cachesOfWrites = new WeakMap<TableWrites, Map<string, RowCache<unknown>>>();

/** Done by openPGlite/openPostgres: the handle's commits are told through `writes`. */
export function registerTableWrites(db: Kysely<Database>, writes: TableWrites): void {
  writesOfHandle.set(db, writes);
}

/**
 * The cache `name` of a database handle, made on first use; undefined for a transaction or a
 * handle whose commits are not observed (nothing is cached there).
 */
export function rowCacheOf<V>(
  db: Kysely<Database>,
  name: string,
  options: RowCacheOptions,
): RowCache<V> | undefined {
  const writes = writesOfHandle.get(db);
  if (!writes) return undefined;
  let caches = cachesOfWrites.get(writes);
  if (!caches) {
    caches = new Map();
    cachesOfWrites.set(writes, caches);
  }
  let cache = caches.get(name);
  if (!cache) {
    cache = new RowCache<unknown>(writes, options);
    caches.set(name, cache);
  }
  return cache as RowCache<V>;
}
