import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { ExecutionCost } from '../common/executionCost.ts';
import type { ExecutionTable } from './ExecutionTable.ts';

/** An execution as the API returns it (the peer's field names; executionData and action are JSON text). */
export interface ExecutionRecord {
  id: string;
  workspaceId: string;
  agentflowId: string;
  agentflowName?: string | null;
  sessionId: string;
  state: string;
  executionData: string;
  action: string | null;
  error: string | null;
  isPublic: boolean;
  createdDate: string;
  updatedDate: string;
  stoppedDate: string | null;
  /** Detail reads only: the usage priced per node run and in total (executionRoutes). */
  cost?: ExecutionCost;
}

type Row = Omit<Selectable<ExecutionTable>, 'run_state' | 'owner'> & { agentflow_name?: string | null };

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function toExecutionRecord(row: Row): ExecutionRecord {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    agentflowId: row.agentflow_id,
    ...(row.agentflow_name !== undefined ? { agentflowName: row.agentflow_name } : {}),
    sessionId: row.session_id,
    state: row.state,
    executionData: row.execution_data,
    action: row.action,
    error: row.error,
    isPublic: row.is_public,
    createdDate: iso(row.created_date) as string,
    updatedDate: iso(row.updated_date) as string,
    stoppedDate: iso(row.stopped_date),
  };
}

export interface ExecutionFilter {
  agentflowId?: string;
  state?: string;
  sessionId?: string;
  startDate?: string;
  endDate?: string;
  page?: number;
  limit?: number;
}

const COLUMNS = [
  'execution.id',
  'execution.workspace_id',
  'execution.agentflow_id',
  'execution.session_id',
  'execution.state',
  'execution.execution_data',
  'execution.action',
  'execution.error',
  'execution.is_public',
  'execution.created_date',
  'execution.updated_date',
  'execution.stopped_date',
] as const;

/** A page of a workspace's executions, newest first, with the total count. */
export async function listExecutions(
  db: Kysely<Database>,
  workspaceId: string,
  f: ExecutionFilter,
): Promise<{ data: ExecutionRecord[]; total: number }> {
  let q = db.selectFrom('execution').where('execution.workspace_id', '=', workspaceId);
  if (f.agentflowId) q = q.where('execution.agentflow_id', '=', f.agentflowId);
  if (f.state) q = q.where('execution.state', '=', f.state as ExecutionTable['state']);
  if (f.sessionId) q = q.where('execution.session_id', '=', f.sessionId);
  if (f.startDate) q = q.where('execution.created_date', '>=', new Date(f.startDate));
  if (f.endDate) q = q.where('execution.created_date', '<=', new Date(f.endDate));
  const limit = f.limit ?? 12;
  const page = f.page ?? 1;
  const [rows, count] = await Promise.all([
    q
      .leftJoin('chat_flow', 'chat_flow.id', 'execution.agentflow_id')
      .select([...COLUMNS, 'chat_flow.name as agentflow_name'])
      .orderBy('execution.created_date', 'desc')
      .orderBy('execution.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toExecutionRecord), total: Number(count.n) };
}

export async function getExecution(
  db: Kysely<Database>,
  id: string,
  scope: { workspaceId: string } | { public: true },
): Promise<ExecutionRecord | undefined> {
  let q = db
    .selectFrom('execution')
    .leftJoin('chat_flow', 'chat_flow.id', 'execution.agentflow_id')
    .select([...COLUMNS, 'chat_flow.name as agentflow_name'])
    .where('execution.id', '=', id);
  q =
    'public' in scope
      ? q.where('execution.is_public', '=', true)
      : q.where('execution.workspace_id', '=', scope.workspaceId);
  const row = await q.executeTakeFirst();
  return row ? toExecutionRecord(row) : undefined;
}
