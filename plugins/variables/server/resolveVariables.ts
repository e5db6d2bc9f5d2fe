import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { mergeVariables } from '../common/mergeVariables.ts';
import './VariableTable.ts';

/**
 * For the engine: the workspace's variables by name, as {{$vars.name}} reads them. `overrides` is
 * a prediction request's overrideConfig.vars; it replaces the values of runtime variables only.
 * Runtime values never come from the server's environment: a variable named like a server
 * setting (CREDENTIAL_KEY...) must not leak it into a flow.
 */
export async function resolveVariables(
  db: Kysely<Database>,
  workspaceId: string,
  overrides?: Record<string, unknown> | null,
): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('variable')
    .select(['name', 'value', 'type'])
    .where('workspace_id', '=', workspaceId)
    .execute();
  return mergeVariables(rows, overrides);
}
