import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AllowPrivate } from '../../../host/common/net/allowPrivate.ts';
import type { Database } from '../../../host/server/db/Database.ts';
import type { ToolProvider, ToolProviderServer } from '../../../host/server/engine/toolProvider.ts';
import { CHAT_MODEL_PROVIDERS } from '../../agentflow/public.ts';
import { EMBEDDING_PROVIDERS } from '../../agentflow/public.ts';
import type { Graph } from '../../../node-registry/flow.ts';
import type { ToolOptionItem } from '../../../node-registry/toolOption.ts';
import type { ListedOption } from '../../../node-registry/listedOption.ts';
import type { OptionItem } from '../../../node-registry/types.ts';
import { previousNodeOptions, schemaArgumentOptions, stateKeyOptions } from '../common/flowOptions.ts';
import { formToolContext } from './formToolContext.ts';
import { listProviderModelNames, PROVIDER_MODELS_METHOD } from './listProviderModelNames.ts';
import { listToolActions } from './listToolActions.ts';

export interface LoadMethodContext {
  db: Kysely<Database>;
  workspaceId: string;
  log: FastifyBaseLogger;
  /** The node's current inputs (a tool's arguments depend on the picked tool). */
  inputs: Record<string, unknown>;
  /** The flow being edited, as the canvas has it now (state keys, earlier nodes). */
  flow: Graph;
  nodeId?: string;
  /** The flow's own id, left out of listFlows (a flow may not call itself). */
  flowId?: string;
  /**
   * A workspace credential's decrypted values (for lists a provider gives only with a key); empty
   * for a caller who may not edit flows.
   */
  credential(id: string): Promise<Record<string, unknown>>;
  /** HTTP_ALLOW_PRIVATE as the server read it (lists asked of a provider). */
  allowPrivate: AllowPrivate;
  /** Built-in tools the loaded plugins contribute (listed before the workspace's saved tools). */
  toolProviders?: ReadonlyMap<string, ToolProvider>;
  /** The server's database and config for providers' own lists (saved MCP servers). */
  server?: ToolProviderServer;
}

export type LoadMethod = (ctx: LoadMethodContext) => Promise<ListedOption[]>;

/** How the engine's model providers (createChatModel) read in a list. */
const PROVIDER_LABELS: Record<string, string> = {
  chatOpenAI: 'ChatOpenAI',
  chatAnthropic: 'ChatAnthropic',
  chatGoogleGenerativeAI: 'ChatGoogleGenerativeAI',
  azureChatOpenAI: 'Azure ChatOpenAI',
  chatOpenAICompatible: 'ChatOpenAI Compatible',
  chatOllama: 'ChatOllama',
  chatLocalAI: 'ChatLocalAI',
  chatLMStudio: 'ChatLMStudio',
  groqChat: 'GroqChat',
  chatOpenRouter: 'ChatOpenRouter',
  chatVLLM: 'ChatVLLM',
};

const FLOW_TYPE_LABELS: Record<string, string> = {
  CHATFLOW: 'Chatflow',
  AGENTFLOW: 'Agentflow V2',
  MULTIAGENT: 'Multi-agent flow',
  ASSISTANT: 'Assistant',
};

/**
 * Tables of optional plugins (tools) may be absent when that plugin is disabled: such a list
 * is empty, and the reason is logged rather than sent to the form.
 */
async function fromOptionalTable(ctx: LoadMethodContext, what: string, read: () => Promise<OptionItem[]>) {
  try {
    return await read();
  } catch (err) {
    ctx.log.warn({ err }, `node-options: cannot list ${what}`);
    return [];
  }
}

const listModels: LoadMethod = async () =>
  CHAT_MODEL_PROVIDERS.map((name) => ({ label: PROVIDER_LABELS[name] ?? name, name }));

/** A built-in tool as the picker lists it: its config inputs travel along for the node form. */
const providerOption = (p: ToolProvider): ToolOptionItem => ({
  label: p.label,
  name: p.name,
  description: p.description,
  ourTexts: ['label', 'description'],
  toolConfig: {
    inputs: p.inputs,
    ...(p.credentialNames?.length ? { credentialNames: p.credentialNames } : {}),
    ...(p.credentialOptional ? { credentialOptional: true } : {}),
  },
});

/** Built-in tools (by label) and then the workspace's saved tools. */
const listTools: LoadMethod = async (ctx) => [
  ...[...(ctx.toolProviders?.values() ?? [])]
    .sort((a, b) => a.label.localeCompare(b.label))
    .map(providerOption),
  ...(await listSavedTools(ctx)),
];

const listSavedTools: LoadMethod = (ctx) =>
  fromOptionalTable(ctx, 'tools', async () => {
    const rows = await ctx.db
      .selectFrom('tool')
      .select(['id', 'name', 'description'])
      .where('workspace_id', '=', ctx.workspaceId)
      .orderBy('name')
      .execute();
    return rows.map((r) => ({ label: r.name, name: r.id, description: r.description }));
  });

/**
 * A built-in tool's argument names for the node's saved config: of a toolkit (several tools), every
 * tool's arguments once, as the Tool node passes the same arguments to each.
 */
async function providerArgs(ctx: LoadMethodContext, provider: ToolProvider): Promise<OptionItem[]> {
  const saved = ctx.inputs.toolAgentflowSelectedToolConfig;
  const config =
    saved && typeof saved === 'object' && !Array.isArray(saved) ? (saved as Record<string, unknown>) : {};
  try {
    const tools = await provider.tools(config, formToolContext(ctx));
    const byName = new Map<string, OptionItem>();
    for (const tool of tools)
      for (const option of schemaArgumentOptions(JSON.stringify(tool.schema)))
        if (!byName.has(option.name)) byName.set(option.name, option);
    return [...byName.values()];
  } catch (err) {
    ctx.log.warn({ err }, `node-options: cannot list the arguments of ${provider.name}`);
    return [];
  }
}

const listToolInputArgs: LoadMethod = (ctx) =>
  fromOptionalTable(ctx, 'tool arguments', async () => {
    const ref =
      typeof ctx.inputs.toolAgentflowSelectedTool === 'string' ? ctx.inputs.toolAgentflowSelectedTool : '';
    if (!ref) return [];
    const provider = ctx.toolProviders?.get(ref);
    if (provider) return providerArgs(ctx, provider);
    const byId = /^[0-9a-f-]{36}$/i.test(ref);
    const row = await ctx.db
      .selectFrom('tool')
      .select('schema')
      .where('workspace_id', '=', ctx.workspaceId)
      .where(byId ? 'id' : 'name', '=', ref)
      .executeTakeFirst();
    return row ? schemaArgumentOptions(row.schema) : [];
  });

const listFlows: LoadMethod = async (ctx) => {
  let query = ctx.db
    .selectFrom('chat_flow')
    .select(['id', 'name', 'type'])
    .where('workspace_id', '=', ctx.workspaceId)
    .orderBy('name');
  if (ctx.flowId) query = query.where('id', '!=', ctx.flowId);
  const rows = await query.execute();
  return rows.map((r) => ({
    label: r.name,
    name: r.id,
    description: FLOW_TYPE_LABELS[r.type] ?? r.type,
    ourTexts: ['description'],
  }));
};

const listRuntimeStateKeys: LoadMethod = async (ctx) => stateKeyOptions(ctx.flow);

const listPreviousNodes: LoadMethod = async (ctx) =>
  ctx.nodeId ? previousNodeOptions(ctx.flow, ctx.nodeId) : [];

/** The embedding providers createEmbeddingModel builds (for knowledge and document stores). */
const listEmbeddings: LoadMethod = async () =>
  EMBEDDING_PROVIDERS.map((p) => ({ label: p.label, name: p.name }));

/** The workspace's document stores (absent when the document-stores plugin is disabled). */
const listStores: LoadMethod = (ctx) =>
  fromOptionalTable(ctx, 'document stores', async () => {
    const rows = await ctx.db
      .selectFrom('document_store')
      .select(['id', 'name', 'description', 'status'])
      .where('workspace_id', '=', ctx.workspaceId)
      .orderBy('name')
      .execute();
    return rows.map((r) => ({
      label: r.name,
      name: r.id,
      description: r.description ? `${r.description} (${r.status})` : r.status,
    }));
  });

/** The built-in vector store: a document store's vectors (its config names the store). */
const listVectorStores: LoadMethod = async () => [
  {
    label: 'Built-in (pgvector)',
    name: 'pgvector',
    description: "A document store's vectors",
    ourTexts: ['label', 'description'],
  },
];

/** The load methods node definitions name, by name. */
export const builtinLoadMethods: Readonly<Record<string, LoadMethod>> = {
  listModels,
  [PROVIDER_MODELS_METHOD]: listProviderModelNames,
  listTools,
  listToolInputArgs,
  // The peer's MCP nodes' `mcpActions`: the tools the picked server lists.
  listActions: listToolActions,
  listFlows,
  listRuntimeStateKeys,
  listStateKeys: listRuntimeStateKeys,
  listPreviousNodes,
  listStores,
  listDocumentStores: listStores,
  listVectorStores,
  listEmbeddings,
};
