import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { type ExportData, FLOW_SETS, type OnExisting } from '../common/exportTypes.ts';
import { executionFlowCopy } from './restoreExecutionFlows.ts';

const BATCH = 500;

/** The ids among `ids` that rows of chat_flow hold (in `workspaceId` when given). */
async function existing(db: Kysely<Database>, ids: string[], workspaceId?: string): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += BATCH) {
    let query = db
      .selectFrom('chat_flow')
      .select('id')
      .where('id', 'in', ids.slice(i, i + BATCH));
    if (workspaceId) query = query.where('workspace_id', '=', workspaceId);
    for (const row of await query.execute()) found.add(row.id);
  }
  return found;
}

/**
 * How many flows importing `file` into `workspaceId` adds, for the plans' flow limit, counted
 * before anything is written: the file's flows (with 'skip', not those whose id is taken), and
 * each flow an execution brings as its copy where neither the file nor the workspace has it
 * (restoreExecutionFlows makes those flows too).
 */
export async function countFlowsAdded(
  db: Kysely<Database>,
  workspaceId: string,
  file: Partial<ExportData>,
  onExisting: OnExisting,
): Promise<number> {
  const ids = FLOW_SETS.flatMap((set) => (Array.isArray(file[set]) ? (file[set] ?? []) : [])).map((f) =>
    String(f.id),
  );
  const taken = onExisting === 'skip' && ids.length ? await existing(db, ids) : new Set<string>();
  const inFile = new Set(ids);
  const copies = new Set<string>();
  for (const e of Array.isArray(file.Execution) ? file.Execution : []) {
    const id = String(e.agentflowId);
    if (!inFile.has(id) && !copies.has(id) && executionFlowCopy(e)) copies.add(id);
  }
  const here = copies.size ? await existing(db, [...copies], workspaceId) : new Set<string>();
  return ids.filter((id) => !taken.has(id)).length + [...copies].filter((id) => !here.has(id)).length;
}
