/** A chunk as stored: its id, order and content hash. */
export interface StoredChunkKey {
  id: string;
  chunkNo: number;
  hash: string;
}

export interface ChunkSyncPlan {
  /** Stored chunks that stay (same content and metadata), with their new order. */
  keep: { id: string; chunkNo: number; moved: boolean }[];
  /** Positions (in the new list) of chunks to insert. */
  insert: number[];
  /** Stored chunks that vanished. */
  remove: string[];
}

/**
 * The record manager's plan: new chunks (by hash, in order) against stored ones. Equal hashes are
 * matched in order, so a repeated chunk (boilerplate) keeps as many copies as the new text has.
 */
export function planChunkSync(stored: StoredChunkKey[], fresh: string[]): ChunkSyncPlan {
  const byHash = new Map<string, StoredChunkKey[]>();
  for (const s of [...stored].sort((a, b) => a.chunkNo - b.chunkNo)) {
    const list = byHash.get(s.hash) ?? [];
    list.push(s);
    byHash.set(s.hash, list);
  }
  const plan: ChunkSyncPlan = { keep: [], insert: [], remove: [] };
  fresh.forEach((hash, chunkNo) => {
    const match = byHash.get(hash)?.shift();
    if (match) plan.keep.push({ id: match.id, chunkNo, moved: match.chunkNo !== chunkNo });
    else plan.insert.push(chunkNo);
  });
  for (const list of byHash.values()) for (const s of list) plan.remove.push(s.id);
  return plan;
}
