import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { checkFlowData } from '../../flows/public.ts';
import type { ExportData, ExportSet } from '../common/exportTypes.ts';
import { FLOW_SETS } from '../common/exportTypes.ts';
import type { ImportReport } from './importReport.ts';

type Item = Record<string, unknown>;

/** The set a flow row belongs in, by its type (the peer's export sorts them the same way). */
const SET_OF_TYPE: Record<string, ExportSet> = {
  AGENTFLOW: 'AgentFlowV2',
  MULTIAGENT: 'AgentFlow',
  CHATFLOW: 'ChatFlow',
  ASSISTANT: 'AssistantFlow',
};

/**
 * The flow an execution carries (`agentflow`) when it can become that flow: its id is the
 * execution's flow id, it has a name, and its flow data is a valid flow. Undefined otherwise.
 */
export function executionFlowCopy(e: Item): Item | undefined {
  const flow = e.agentflow as Item | null | undefined;
  if (!flow || typeof flow !== 'object') return undefined;
  if (String(flow.id) !== String(e.agentflowId) || typeof flow.name !== 'string') return undefined;
  if (typeof flow.flowData !== 'string' || !checkFlowData(flow.flowData).ok) return undefined;
  return flow;
}

/**
 * The peer's executions carry their whole flow (`agentflow`). When a file has an execution but
 * neither the file nor this workspace has its flow (exported with executions only), that copy
 * becomes the flow, so the execution is not lost; the report notes it. A copy that is not a valid
 * flow restores nothing (the execution is then skipped for want of its flow).
 */
export async function restoreExecutionFlows(
  db: Kysely<Database>,
  workspaceId: string,
  data: Partial<ExportData>,
  report: ImportReport,
): Promise<Partial<ExportData>> {
  if (!data.Execution?.length) return data;
  const inFile = new Set(FLOW_SETS.flatMap((s) => (data[s] ?? []).map((f) => String(f.id))));
  const wanted = [...new Set(data.Execution.map((e) => String(e.agentflowId)))].filter(
    (id) => !inFile.has(id),
  );
  if (!wanted.length) return data;
  for (let i = 0; i < wanted.length; i += 500) {
    const rows = await db
      .selectFrom('chat_flow')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('id', 'in', wanted.slice(i, i + 500))
      .execute();
    for (const r of rows) inFile.add(r.id);
  }
  const out: Partial<ExportData> = { ...data };
  for (const e of data.Execution) {
    if (inFile.has(String(e.agentflowId))) continue;
    const flow = executionFlowCopy(e);
    if (!flow) continue;
    const set = SET_OF_TYPE[String(flow.type ?? 'AGENTFLOW')] ?? 'AgentFlowV2';
    out[set] = [...(out[set] ?? []), { ...flow, type: flow.type ?? 'AGENTFLOW' }];
    inFile.add(String(flow.id));
    report.note(set, `'${flow.name}' came from an execution's copy of it (the file had no such flow)`);
  }
  return out;
}
