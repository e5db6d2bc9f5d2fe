import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import '../../flows/public.ts';
import { maskApiKey } from '../common/apiKeyFormat.ts';
import type { ApiKey, BoundFlow } from '../common/apiKeyTypes.ts';
import type { ApiKeyTable } from './ApiKeyTable.ts';
import { parsePermissions } from './verifyApiKey.ts';

/** A row as the API shows it: the masked prefix, never the hash. */
export function toApiKey(row: Selectable<ApiKeyTable>, flows: BoundFlow[]): ApiKey {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    keyName: row.key_name,
    maskedKey: maskApiKey(row.key_prefix),
    permissions: parsePermissions(row.permissions),
    createdBy: row.created_by,
    createdDate: new Date(row.created_date).toISOString(),
    updatedDate: new Date(row.updated_date).toISOString(),
    flows,
  };
}

/** The flows of the workspace bound to each of these keys, keyed by key id. */
export async function boundFlows(
  db: Kysely<Database>,
  workspaceId: string,
  keyIds: string[],
): Promise<Map<string, BoundFlow[]>> {
  const byKey = new Map<string, BoundFlow[]>(keyIds.map((id) => [id, []]));
  if (keyIds.length === 0) return byKey;
  const rows = await db
    .selectFrom('chat_flow')
    .select(['id', 'name', 'type', 'apikey_id'])
    .where('workspace_id', '=', workspaceId)
    .where('apikey_id', 'in', keyIds)
    .orderBy('name')
    .execute();
  for (const r of rows) byKey.get(r.apikey_id as string)?.push({ id: r.id, name: r.name, type: r.type });
  return byKey;
}

/** Postgres unique_violation (a key name used twice in a workspace). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}
