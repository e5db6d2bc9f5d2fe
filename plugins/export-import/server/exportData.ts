import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { feedbackJson, messageJson } from '../../chat/public.ts';
import {
  exportCustomAssistants,
  exportVendorAssistants,
  vendorAssistantFlowIds,
} from '../../assistants/public.ts';
import { exportDocumentStores } from '../../document-stores/public.ts';
import { exportCustomTemplates } from '../../marketplace/public.ts';
import { toExecutionRecord } from '../../executions/public.ts';
import { exportFlow } from '../../flows/public.ts';
import type { FlowType } from '../../flows/public.ts';
import { exportTool } from '../../tools/public.ts';
import { toTool } from '../../tools/public.ts';
import { exportVariables } from '../../variables/public.ts';
import { emptyExport, type ExportData, type ExportFlags } from '../common/exportTypes.ts';
import { flowSet } from '../common/flowSet.ts';
import { tableExists } from '../../../host/server/db/tableExists.ts';

/** Spec section 8: a failing step is rethrown with its name, e.g. 'exportImport.sanitizeTool - ...'. */
async function step<T>(name: string, run: () => Promise<T> | T): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // An inner step already named itself; the outer exportData step keeps that name.
    throw new Error(message.startsWith('exportImport.') ? message : `exportImport.${name} - ${message}`);
  }
}

/**
 * One workspace's data for the flags set. Every row is stripped the way its own feature exports
 * it (flows: exportFlow; tools: exportTool; variables: exportVariables), executions lose their
 * workspaceId; document stores come from their plugin (no workspaceId, no vectors). Assistants
 * and custom templates have no feature here: their sets stay empty arrays.
 */
export function exportData(
  db: Kysely<Database>,
  workspaceId: string,
  flags: ExportFlags,
): Promise<ExportData> {
  return step('exportData', () => readExport(db, workspaceId, flags));
}

async function readExport(
  db: Kysely<Database>,
  workspaceId: string,
  flags: ExportFlags,
): Promise<ExportData> {
  const out = emptyExport();
  const wantFlows = flags.agentflow || flags.agentflowv2 || flags.chatflow || flags.assistantCustom;
  if (wantFlows) {
    const rows = await db
      .selectFrom('chat_flow')
      .select(['id', 'name', 'flow_data', 'type'])
      .where('workspace_id', '=', workspaceId)
      .orderBy('created_date')
      .execute();
    // an OpenAI or Azure assistant's flow is made again from its details on import
    const vendorFlows =
      flags.assistantCustom && (await tableExists(db, 'assistant'))
        ? await vendorAssistantFlowIds(db, workspaceId)
        : new Set<string>();
    await step('sanitizeChatflow', () => {
      for (const row of rows) {
        if (vendorFlows.has(row.id)) continue;
        const set = flowSet(row.type, row.flow_data);
        const wanted =
          (set === 'AgentFlow' && flags.agentflow) ||
          (set === 'AgentFlowV2' && flags.agentflowv2) ||
          (set === 'ChatFlow' && flags.chatflow) ||
          (set === 'AssistantFlow' && flags.assistantCustom);
        if (!wanted) continue;
        const flow = { id: row.id, name: row.name, flowData: row.flow_data, type: row.type as FlowType };
        out[set].push(JSON.parse(exportFlow(flow)));
      }
    });
  }
  if (flags.tool) {
    const rows = await db
      .selectFrom('tool')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .orderBy('created_date')
      .execute();
    out.Tool = await step('sanitizeTool', () => rows.map((r) => ({ ...exportTool(toTool(r)) })));
  }
  if (flags.variable) {
    const rows = await db
      .selectFrom('variable')
      .select(['id', 'name', 'type'])
      .where('workspace_id', '=', workspaceId)
      .orderBy('created_date')
      .execute();
    out.Variable = await step('sanitizeVariable', () => exportVariables(rows).map((v) => ({ ...v })));
  }
  if (flags.execution && (await tableExists(db, 'execution'))) {
    const rows = await db
      .selectFrom('execution')
      .select([
        'id',
        'workspace_id',
        'agentflow_id',
        'session_id',
        'state',
        'execution_data',
        'action',
        'error',
        'is_public',
        'created_date',
        'updated_date',
        'stopped_date',
      ])
      .where('workspace_id', '=', workspaceId)
      .orderBy('created_date')
      .execute();
    out.Execution = await step('sanitizeExecution', () =>
      rows.map((r) => {
        const { workspaceId: _ws, ...rest } = toExecutionRecord(r);
        return rest;
      }),
    );
  }
  if (flags.chat_message && (await tableExists(db, 'chat_message'))) {
    const rows = await db
      .selectFrom('chat_message')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .orderBy('created_date')
      .execute();
    out.ChatMessage = rows.map((r) => messageJson(r));
  }
  if (flags.chat_feedback && (await tableExists(db, 'chat_message_feedback'))) {
    const rows = await db
      .selectFrom('chat_message_feedback')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .orderBy('created_date')
      .execute();
    out.ChatMessageFeedback = rows.map((r) => feedbackJson(r));
  }
  if (flags.document_store && (await tableExists(db, 'document_store'))) {
    const sets = await step('sanitizeDocumentStore', () => exportDocumentStores(db, workspaceId));
    out.DocumentStore = sets.DocumentStore;
    out.DocumentStoreFileChunk = sets.DocumentStoreFileChunk;
  }
  if (flags.assistantCustom && (await tableExists(db, 'assistant')))
    out.AssistantCustom = await step('sanitizeAssistant', () => exportCustomAssistants(db, workspaceId));
  if (flags.assistantOpenAI && (await tableExists(db, 'assistant')))
    out.AssistantOpenAI = await step('sanitizeAssistant', () =>
      exportVendorAssistants(db, workspaceId, 'OPENAI'),
    );
  if (flags.assistantAzure && (await tableExists(db, 'assistant')))
    out.AssistantAzure = await step('sanitizeAssistant', () =>
      exportVendorAssistants(db, workspaceId, 'AZURE'),
    );
  if (flags.custom_template && (await tableExists(db, 'custom_template')))
    out.CustomTemplate = await step('sanitizeCustomTemplate', () => exportCustomTemplates(db, workspaceId));
  return out;
}
