import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { rowCacheOf } from '../../../host/server/db/RowCache.ts';
import { cachesTables } from '../../../host/server/db/TableWrites.ts';
import { mergeVariables } from '../common/mergeVariables.ts';
import type { VariableType } from '../common/variableTypes.ts';
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
  const load = () =>
    db
      .selectFrom('variable')
      .select(['name', 'value', 'type'])
      .where('workspace_id', '=', workspaceId)
      .execute();
  // Kept until any commit to variable (RowCache): every prediction reads them before its first token.
  const cache = rowCacheOf<VariableRows>(db, 'variables:workspace', {
    tables: VARIABLE_TABLES,
    maxEntries: MAX_CACHED_WORKSPACES,
  });
  const rows = await (cache ? cache.get(workspaceId, load) : load());
  return mergeVariables(rows, overrides);
}

type VariableRows = readonly { name: string; value: string; type: VariableType }[];
const MAX_CACHED_WORKSPACES = 1_000;
const VARIABLE_TABLES = cachesTables(['variable']);
