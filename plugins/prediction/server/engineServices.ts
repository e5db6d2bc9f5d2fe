import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { EngineServices } from '../../../host/server/engine/engineTypes.ts';
import { type CustomTools, resolveTools } from '../../../host/server/engine/resolveTools.ts';
import { MAX_FLOW_DEPTH } from '../../../host/server/engine/runFlow.ts';
import type { ServerContext } from '../../../host/server/plugin/definePluginServer.ts';
import { sessionHistory } from '../../chat/public.ts';
import { resolveCredential } from '../../credentials/public.ts';
import { runTool } from '../../tools/public.ts';
import { findToolByIdOrName } from '../../tools/public.ts';
import type { NestedRun } from './predictionRun.ts';

export interface ServiceScope {
  ctx: Pick<ServerContext, 'db' | 'config' | 'knowledge' | 'toolProviders'>;
  workspaceId: string;
  flowId: string;
  sessionId: string;
  /** The current question's message, left out of chatHistory. */
  questionId?: string | null;
  vars: Record<string, string>;
  /** Flow ids of the Execute Flow chain, this one last. */
  chain: string[];
  /** Runs a flow of the workspace for Execute Flow (the prediction mechanism, nested), within `signal`. */
  nested: NestedRun;
  signal: AbortSignal;
  modelBaseURL?: Record<string, string>;
}

/** What a run may use, the workspace bound: credentials, tools, nested flows, knowledge, chat history. */
export function engineServices(s: ServiceScope): EngineServices {
  const { db, config, knowledge, toolProviders } = s.ctx;
  const { workspaceId, chain } = s;
  const credential = async (id: string) => {
    const c = await resolveCredential(db, workspaceId, id, config);
    return { credentialName: c.credentialName, data: c.data as Record<string, unknown> };
  };
  const custom: CustomTools = {
    run: (ref, args) =>
      runTool(db, workspaceId, ref, args, { vars: s.vars, allowPrivate: config.allowPrivate }),
    describe: async (ref) => {
      const t = await findToolByIdOrName(db, workspaceId, ref);
      let schema: unknown;
      try {
        schema = JSON.parse(t.schema);
      } catch {
        schema = undefined;
      }
      return { id: t.id, name: t.name, description: t.description, schema };
    },
  };
  const runFlow: EngineServices['runFlow'] = async (flowId, input) => {
    if (chain.includes(flowId))
      throw new Error(`Execute Flow: flow ${flowId} is already running in this chain`);
    if (chain.length >= MAX_FLOW_DEPTH)
      throw new Error(`Execute Flow: nesting deeper than ${MAX_FLOW_DEPTH} flows`);
    const target = await flowOfWorkspace(db, workspaceId, flowId);
    if (!target) throw new Error(`Execute Flow: flow ${flowId} not found`);
    const sub = await s.nested(target, input, s.signal);
    if (sub.status !== 'FINISHED') throw new Error(`Execute Flow: ${sub.error ?? sub.status}`);
    return { text: sub.text, ...(sub.executionId ? { executionId: sub.executionId } : {}) };
  };
  return {
    credential,
    runTool: custom.run,
    describeTool: custom.describe,
    tools: (ref, toolConfig, run) =>
      resolveTools(
        {
          providers: toolProviders,
          workspaceId,
          credential,
          allowPrivate: config.allowPrivate,
          baseURLs: config.toolBaseURLs ?? {},
          vars: s.vars,
          dataDir: config.dataDir,
          runFlow,
          custom,
          server: { db, config },
        },
        ref,
        toolConfig,
        run,
      ),
    runFlow,
    chatHistory: () =>
      sessionHistory(db, {
        workspaceId,
        chatflowId: s.flowId,
        sessionId: s.sessionId,
        excludeId: s.questionId ?? null,
      }),
    allowPrivate: config.allowPrivate,
    toolBaseURLs: config.toolBaseURLs ?? {},
    dataDir: config.dataDir,
    ...(knowledge ? { retrieve: (q) => knowledge.retrieve({ db, config, workspaceId }, q) } : {}),
    // TOOL_BASE_URLS also names model providers, vector stores and loaders by component name (a
    // proxy, a self-hosted service); the test hook's entries win
    ...(s.modelBaseURL || Object.keys(config.toolBaseURLs ?? {}).length
      ? { modelBaseURL: { ...config.toolBaseURLs, ...s.modelBaseURL } }
      : {}),
  };
}

function flowOfWorkspace(db: Kysely<Database>, workspaceId: string, flowId: string) {
  return db
    .selectFrom('chat_flow')
    .selectAll()
    .where('id', '=', flowId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
}
