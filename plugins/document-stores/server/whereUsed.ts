import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { WhereUsed } from '../common/storeTypes.ts';

/**
 * The workspace's flows that refer to the store. Nodes hold a store by its id (Retriever and Agent
 * knowledge options, the chatflow Document Store node), and ids are UUIDs, so a flow whose data
 * contains the id uses it.
 */
export async function whereUsed(
  db: Kysely<Database>,
  workspaceId: string,
  storeId: string,
): Promise<WhereUsed[]> {
  return db
    .selectFrom('chat_flow')
    .select(['id', 'name'])
    .where('workspace_id', '=', workspaceId)
    .where('flow_data', 'like', `%${storeId.replace(/[%_\\]/g, '')}%`)
    .orderBy('name')
    .execute();
}
