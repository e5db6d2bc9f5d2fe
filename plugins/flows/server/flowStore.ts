import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { FlowCreate, FlowRecord, FlowSummary, FlowUpdate } from '../common/flowTypes.ts';
import type { FlowSort } from '../common/flowSorts.ts';
import { type FlowListFilter, flowsMatching, inFlowOrder } from './flowListQuery.ts';
import type { FlowTable } from './FlowTable.ts';

type FlowRow = Selectable<FlowTable>;
type Db = Kysely<Database>;

const SUMMARY_COLUMNS = [
  'id',
  'workspace_id',
  'name',
  'type',
  'deployed',
  'is_public',
  'apikey_id',
  'chatbot_config',
  'api_config',
  'analytic',
  'category',
  'created_date',
  'updated_date',
] as const;

/** Every column of a flow record (the summary's and the flow data). */
export const FLOW_RECORD_COLUMNS = [...SUMMARY_COLUMNS, 'flow_data'] as const;

/** A row as the API's camelCase summary (the peer's field names). */
export function toFlowSummary(row: Omit<FlowRow, 'flow_data'>): FlowSummary {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    deployed: row.deployed,
    isPublic: row.is_public,
    apikeyid: row.apikey_id,
    chatbotConfig: row.chatbot_config,
    apiConfig: row.api_config,
    analytic: row.analytic,
    category: row.category,
    workspaceId: row.workspace_id,
    createdDate: new Date(row.created_date).toISOString(),
    updatedDate: new Date(row.updated_date).toISOString(),
  };
}

export function toFlowRecord(row: FlowRow): FlowRecord {
  return { ...toFlowSummary(row), flowData: row.flow_data };
}

export interface ListFlowsOptions extends FlowListFilter {
  sort?: FlowSort;
  /** 1-based; with limit, the answer carries the total. */
  page?: number;
  limit?: number;
  /** Summaries leave the (large) flowData out unless asked. */
  includeFlowData?: boolean;
}

/** Flows of one workspace, most recently updated first unless sorted. `total` is counted only when paging. */
export async function listFlows(
  db: Db,
  workspaceId: string,
  options: ListFlowsOptions = {},
): Promise<{ flows: (FlowSummary | FlowRecord)[]; total?: number }> {
  const query = flowsMatching(db, workspaceId, options);
  const paging = options.page !== undefined && options.limit !== undefined;
  let rowsQuery = inFlowOrder(
    query.select(options.includeFlowData ? [...SUMMARY_COLUMNS, 'flow_data'] : [...SUMMARY_COLUMNS]),
    options.sort,
  );
  if (paging) {
    const limit = options.limit as number;
    rowsQuery = rowsQuery.limit(limit).offset(((options.page as number) - 1) * limit);
  }
  const [rows, counted] = await Promise.all([
    rowsQuery.execute(),
    paging
      ? query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()
      : undefined,
  ]);
  const flows = rows.map((row) => ('flow_data' in row ? toFlowRecord(row as FlowRow) : toFlowSummary(row)));
  return counted ? { flows, total: Number(counted.n) } : { flows };
}

/** One flow of the workspace, or undefined (another workspace's flow is not there). */
export async function getFlow(db: Db, workspaceId: string, id: string): Promise<FlowRecord | undefined> {
  const row = await db
    .selectFrom('chat_flow')
    .selectAll()
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return row ? toFlowRecord(row) : undefined;
}

/** Inserts a flow with a new uuid; flowData must already be checked. */
export async function createFlow(db: Db, workspaceId: string, input: FlowCreate): Promise<FlowRecord> {
  const now = new Date();
  const row = await db
    .insertInto('chat_flow')
    .values({
      id: crypto.randomUUID(),
      workspace_id: workspaceId,
      name: input.name,
      flow_data: input.flowData,
      type: input.type ?? 'CHATFLOW',
      deployed: input.deployed ?? false,
      is_public: input.isPublic ?? false,
      apikey_id: input.apikeyid ?? null,
      chatbot_config: input.chatbotConfig ?? null,
      api_config: input.apiConfig ?? null,
      analytic: input.analytic ?? null,
      category: input.category ?? null,
      created_date: now,
      updated_date: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toFlowRecord(row);
}

export type UpdateResult =
  | { status: 'updated'; flow: FlowRecord }
  | { status: 'conflict'; current: FlowRecord }
  | { status: 'missing' };

/**
 * Applies the fields present in `patch`. When patch.updatedDate is older than the stored one (a
 * change the client has not seen) nothing is written and the stored flow comes back as a
 * conflict, unless `force`. Check and write happen in one transaction with the row locked.
 */
export async function updateFlow(
  db: Db,
  workspaceId: string,
  id: string,
  patch: FlowUpdate,
  { force = false }: { force?: boolean } = {},
): Promise<UpdateResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('chat_flow')
      .selectAll()
      .where('id', '=', id)
      .where('workspace_id', '=', workspaceId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { status: 'missing' };
    const stored = new Date(row.updated_date).getTime();
    if (!force && patch.updatedDate !== undefined && Date.parse(patch.updatedDate) < stored) {
      return { status: 'conflict', current: toFlowRecord(row) };
    }
    // Strictly later than the stored version, so two saves in one millisecond still differ.
    const next = new Date(Math.max(Date.now(), stored + 1));
    const updated = await trx
      .updateTable('chat_flow')
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.flowData !== undefined ? { flow_data: patch.flowData } : {}),
        ...(patch.type !== undefined ? { type: patch.type } : {}),
        ...(patch.deployed !== undefined ? { deployed: patch.deployed } : {}),
        ...(patch.isPublic !== undefined ? { is_public: patch.isPublic } : {}),
        ...(patch.apikeyid !== undefined ? { apikey_id: patch.apikeyid } : {}),
        ...(patch.chatbotConfig !== undefined ? { chatbot_config: patch.chatbotConfig } : {}),
        ...(patch.apiConfig !== undefined ? { api_config: patch.apiConfig } : {}),
        ...(patch.analytic !== undefined ? { analytic: patch.analytic } : {}),
        ...(patch.category !== undefined ? { category: patch.category } : {}),
        updated_date: next,
      })
      .where('id', '=', id)
      .where('workspace_id', '=', workspaceId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { status: 'updated', flow: toFlowRecord(updated) };
  });
}

/** Deletes one flow of the workspace; false when there was none. */
export async function deleteFlow(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('chat_flow')
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The default name of a copy. */
export function copyName(name: string): string {
  return `${name} (Copy)`.slice(0, 255);
}

/**
 * A new flow with the same graph, type and category; not deployed, not public, no API key bound
 * (a copy must not go live by accident). Undefined when the source is not in the workspace.
 */
export async function duplicateFlow(
  db: Db,
  workspaceId: string,
  id: string,
  name?: string,
): Promise<FlowRecord | undefined> {
  const source = await getFlow(db, workspaceId, id);
  if (!source) return undefined;
  return createFlow(db, workspaceId, {
    name: name ?? copyName(source.name),
    flowData: source.flowData,
    type: source.type,
    chatbotConfig: source.chatbotConfig,
    apiConfig: source.apiConfig,
    analytic: source.analytic,
    category: source.category,
  });
}
