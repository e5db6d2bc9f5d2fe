import type { Kysely } from 'kysely';
import type { Database } from '../../../../host/server/db/Database.ts';

const VECTOR_STATES = new Set(['UPSERTED', 'UPSERTING', 'STALE']);

/**
 * The store's status after its loaders or chunks changed: SYNCING while a loader processes; once
 * vectors exist, STALE when `changed` (else unchanged); otherwise SYNC with chunks, EMPTY without.
 */
export async function refreshStoreStatus(
  db: Kysely<Database>,
  storeId: string,
  changed = false,
): Promise<void> {
  const store = await db
    .selectFrom('document_store')
    .select('status')
    .where('id', '=', storeId)
    .executeTakeFirst();
  if (!store) return;
  const loaders = await db
    .selectFrom('document_store_loader')
    .select(['status', 'total_chunks'])
    .where('store_id', '=', storeId)
    .execute();
  let status: string;
  if (loaders.some((l) => l.status === 'SYNCING'))
    status = VECTOR_STATES.has(store.status) ? store.status : 'SYNCING';
  else if (VECTOR_STATES.has(store.status))
    status = changed && store.status === 'UPSERTED' ? 'STALE' : store.status;
  else status = loaders.some((l) => Number(l.total_chunks) > 0) ? 'SYNC' : 'EMPTY';
  if (status !== store.status)
    await db
      .updateTable('document_store')
      .set({ status, updated_date: new Date() })
      .where('id', '=', storeId)
      .execute();
}
