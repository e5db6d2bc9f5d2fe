import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { rowCacheOf } from '../../../host/server/db/RowCache.ts';
import { cachesTables } from '../../../host/server/db/TableWrites.ts';
import type { FlowRow } from './predictionRun.ts';

/** Enough for the flows a server is asked to run over and over; the rest are read each time. */
const MAX_CACHED_FLOWS = 200;

/**
 * A flow row by id for a prediction (the first thing its first token waits for), kept until any
 * commit to chat_flow (RowCache). The row is shared between requests: frozen, never to be changed.
 */
const FLOW_TABLES = cachesTables(['chat_flow']);

export function findFlowRow(db: Kysely<Database>, id: string): Promise<FlowRow | undefined> {
  const load = async () => {
    const row = await db.selectFrom('chat_flow').selectAll().where('id', '=', id).executeTakeFirst();
    return row && Object.freeze(row);
  };
  const cache = rowCacheOf<FlowRow | undefined>(db, 'prediction:flow', {
    tables: FLOW_TABLES,
    maxEntries: MAX_CACHED_FLOWS,
  });
  return cache ? cache.get(id, load) : load();
}
