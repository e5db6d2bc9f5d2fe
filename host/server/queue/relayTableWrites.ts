import { randomUUID } from 'node:crypto';
import type { TableWrites } from '../db/TableWrites.ts';
import type { SharedState } from './SharedState.ts';

const CHANNEL = 'table-writes';

/**
 * Queue mode: this instance's commits to watched tables are published, and the other instances'
 * are heard, so a revoked session or a changed role stops working on every instance at once
 * rather than when their caches age out (SESSION_CACHE_SECONDS).
 */
export async function relayTableWrites(writes: TableWrites, shared: SharedState): Promise<void> {
  const me = randomUUID();
  writes.relayTo((tables) => {
    void shared.publish(CHANNEL, { from: me, tables: [...tables] }).catch(() => {});
  });
  await shared.subscribe(CHANNEL, (message) => {
    const { from, tables } = message as { from: string; tables: string[] };
    if (from !== me) writes.receive(new Set(tables));
  });
}
