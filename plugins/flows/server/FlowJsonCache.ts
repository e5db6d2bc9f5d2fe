import { cachesTables, type TableWrites } from '../../../host/server/db/TableWrites.ts';

/** Enough for thousands of typical flows; the least recently stored go first beyond it. */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Flow records serialised to JSON as UTF-8 bytes (flowData included), by id and updated date, for the list with
 * flow data the peer's clients ask for: a list then reads only ids and dates through the list's
 * index, fetches and serialises only the flows it has not seen, and concatenates bytes (no
 * string to build and encode per request; listFlowsJson.ts).
 * Emptied on every commit to chat_flow (TableWrites: this instance's, and in queue mode the
 * others'), since some writes (unbinding a deleted API key) keep the updated date; a read that
 * raced such a commit is not stored (the generation moved).
 */
export class FlowJsonCache {
  private readonly entries = new Map<string, { updated: number; json: Buffer }>();
  private bytes = 0;
  /**
   * Whole answers by query and version: sending the same list again allocates nothing (a new
   * buffer of some MB per request cost more in garbage collection than building it).
   */
  private readonly lists = new Map<string, Buffer>();
  private listBytes = 0;
  /** Moves on every clear: a caller stores only what it read within one generation. */
  generation = 0;

  constructor(private readonly maxBytes = DEFAULT_MAX_BYTES) {}

  get(id: string, updated: number): Buffer | undefined {
    const entry = this.entries.get(id);
    return entry?.updated === updated ? entry.json : undefined;
  }

  set(id: string, updated: number, json: Buffer, generation: number): void {
    if (generation !== this.generation || json.length > this.maxBytes) return;
    this.delete(id);
    this.entries.set(id, { updated, json });
    this.bytes += json.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.json.length;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.lists.clear();
    this.listBytes = 0;
    this.generation += 1;
  }

  getList(key: string): Buffer | undefined {
    const json = this.lists.get(key);
    if (json) {
      this.lists.delete(key);
      this.lists.set(key, json);
    }
    return json;
  }

  /** Keeps an answer built within `generation`; half the room of the flows themselves at most. */
  setList(key: string, json: Buffer, generation: number): void {
    const room = this.maxBytes / 2;
    if (generation !== this.generation || json.length > room / 2 || this.lists.has(key)) return;
    this.lists.set(key, json);
    this.listBytes += json.length;
    for (const [oldest, kept] of this.lists) {
      if (this.listBytes <= room) break;
      this.lists.delete(oldest);
      this.listBytes -= kept.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(id: string) {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.bytes -= entry.json.length;
  }
}

const caches = new WeakMap<TableWrites, FlowJsonCache>();
const FLOW_TABLES = cachesTables(['chat_flow']);

/** The cache of one database handle, emptied whenever chat_flow is written through it. */
export function flowJsonCacheOf(writes: TableWrites): FlowJsonCache {
  let cache = caches.get(writes);
  if (!cache) {
    const made = new FlowJsonCache();
    writes.subscribe(FLOW_TABLES, () => made.clear());
    caches.set(writes, made);
    cache = made;
  }
  return cache;
}
