import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../../host/server/db/Database.ts';
import { sqlVectorStore } from './sqlVectorStore.ts';
import type { VectorStore } from './VectorStore.ts';

const chosen = new WeakMap<Kysely<Database>, Promise<VectorStore>>();

/**
 * The vector store of this database, decided once per handle by the embedding column's type
 * (the migration made it `vector` where pgvector was available, else `real[]`). The portable
 * store says so in one log line.
 */
export function vectorBackend(db: Kysely<Database>, log?: { info(msg: string): void }): Promise<VectorStore> {
  let store = chosen.get(db);
  if (!store) {
    store = (async () => {
      const r = await sql<{ type: string }>`
        select format_type(atttypid, atttypmod) as type from pg_attribute
        where attrelid = 'document_store_vector'::regclass and attname = 'embedding'`.execute(db);
      if (r.rows[0]?.type === 'vector') return sqlVectorStore('pgvector');
      log?.info(
        'document stores: PostgreSQL has no pgvector extension, so vectors are kept as real[] and queries scan them exactly (install pgvector before the first start for HNSW)',
      );
      return sqlVectorStore('portable');
    })();
    chosen.set(db, store);
    store.catch(() => chosen.delete(db));
  }
  return store;
}
