import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { WhereUsed } from '../common/storeTypes.ts';

/**
 * The workspace's flows that refer to each store, by store id, in one query. Nodes hold a store
 * by its id (Retriever and Agent knowledge options, the chatflow Document Store node), and ids are
 * UUIDs, so a flow whose data contains the id uses it.
 */
export async function whereUsedMany(
  db: Kysely<Database>,
  workspaceId: string,
  storeIds: string[],
): Promise<Map<string, WhereUsed[]>> {
  const out = new Map<string, WhereUsed[]>(storeIds.map((id) => [id, []]));
  if (storeIds.length === 0) return out;
  const { rows } = await sql<{ store_id: string; id: string; name: string }>`
    select s.id as store_id, f.id, f.name
    from unnest(${storeIds}::text[]) as s(id)
    join chat_flow f on f.workspace_id = ${workspaceId} and strpos(f.flow_data, s.id) > 0
    order by f.name, f.id`.execute(db);
  for (const r of rows) out.get(r.store_id)?.push({ id: r.id, name: r.name });
  return out;
}

/** The workspace's flows that refer to the store. */
export async function whereUsed(
  db: Kysely<Database>,
  workspaceId: string,
  storeId: string,
): Promise<WhereUsed[]> {
  return (await whereUsedMany(db, workspaceId, [storeId])).get(storeId) ?? [];
}
