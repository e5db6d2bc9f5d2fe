import type { ModelMessage, ToolSet } from 'ai';
import { stateUpdatesFrom } from '../../../../host/server/engine/applyStateUpdates.ts';
import type {
  ChatMessage,
  NodeContext,
  NodeExecutor,
  NodeOutcome,
  TokenUsage,
} from '../../../../host/server/engine/engineTypes.ts';
import type { RetrievedDocument } from '../../../../host/server/engine/knowledge.ts';
import type { RunnableTool } from '../../../../host/server/engine/toolProvider.ts';
import { type KnowledgeTool, knowledgeTools } from '../../server/knowledge/knowledgeTools.ts';
import { buildMessages } from '../../server/models/buildMessages.ts';
import { createChatModel } from '../../server/models/createChatModel.ts';
import { addUsage, usageOf } from '../../server/models/usageOf.ts';
import { asText } from '../customFunction/executor.ts';
import { aiSdk } from '../../server/models/sdkModules.ts';

/** Model rounds per run of the node; past it the node fails instead of looping forever. */
export const MAX_TOOL_ROUNDS = Number(process.env.AGENT_MAX_TOOL_ROUNDS) || 10;

interface ToolCall {
  toolCallId: string;
  toolName: string;
  input: unknown;
}

interface UsedTool {
  tool: string;
  toolInput: unknown;
  toolOutput: string;
  error?: string;
}

/** What the node keeps while a human decides about a tool call. */
interface AgentResume {
  messages: ModelMessage[];
  system?: string;
  pending: ToolCall[];
  rounds: number;
  usedTools: UsedTool[];
  usage: TokenUsage;
  addedUser?: string;
  /** Passages the knowledge tools found: shown in the chat (returnSourceDocuments) or only in the trace. */
  sourceDocuments?: RetrievedDocument[];
  retrievedDocuments?: RetrievedDocument[];
}

interface AgentTool {
  name: string;
  needsApproval: boolean;
  run?: RunnableTool['run'];
  knowledge?: KnowledgeTool;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Every tool of every row: a built-in tool gives the model all the tools its config stands for
 * (a toolkit several), a saved tool one.
 */
async function loadTools(ctx: NodeContext): Promise<{ set: ToolSet; byName: Map<string, AgentTool> }> {
  const rows = Array.isArray(ctx.inputs.agentTools) ? ctx.inputs.agentTools : [];
  const set: ToolSet = {};
  const byName = new Map<string, AgentTool>();
  const { jsonSchema, tool } = await aiSdk();
  for (const row of rows as {
    agentSelectedTool?: unknown;
    agentSelectedToolConfig?: unknown;
    agentSelectedToolRequiresHumanInput?: unknown;
  }[]) {
    const ref = typeof row?.agentSelectedTool === 'string' ? row.agentSelectedTool.trim() : '';
    if (!ref) continue;
    if (!ctx.services.tools) throw new Error('Agent: the tools plugin is not available');
    const config = isRecord(row.agentSelectedToolConfig) ? row.agentSelectedToolConfig : {};
    const runnable = await ctx.services.tools(ref, config, { signal: ctx.signal, addSecret: ctx.addSecret });
    for (const t of runnable) {
      set[t.name] = tool({ description: t.description, inputSchema: jsonSchema(t.schema) });
      byName.set(t.name, {
        name: t.name,
        needsApproval: row.agentSelectedToolRequiresHumanInput === true,
        run: t.run,
      });
    }
  }
  for (const k of knowledgeTools(ctx)) {
    set[k.name] = tool({
      description: k.description,
      inputSchema: jsonSchema({
        type: 'object',
        properties: { query: { type: 'string', description: 'What to search for' } },
        required: ['query'],
      }),
    });
    byName.set(k.name, { name: k.name, needsApproval: false, knowledge: k });
  }
  return { set, byName };
}

/** A knowledge tool's call: the passages as the tool's answer, the documents kept on the node. */
async function searchKnowledge(k: KnowledgeTool, call: ToolCall, st: AgentResume): Promise<UsedTool> {
  const query = String((call.input as { query?: unknown } | null)?.query ?? '');
  try {
    const r = await k.search(query);
    const key = k.returnSourceDocuments ? 'sourceDocuments' : 'retrievedDocuments';
    st[key] = [...(st[key] ?? []), ...r.docs];
    if (r.usage) st.usage = addUsage(st.usage, r.usage);
    return { tool: k.name, toolInput: call.input, toolOutput: r.text };
  } catch (err) {
    return { tool: k.name, toolInput: call.input, toolOutput: '', error: (err as Error).message };
  }
}

async function runCall(
  ctx: NodeContext,
  t: AgentTool | undefined,
  call: ToolCall,
  st: AgentResume,
): Promise<UsedTool> {
  if (t?.knowledge) return searchKnowledge(t.knowledge, call, st);
  if (!t?.run)
    return {
      tool: call.toolName,
      toolInput: call.input,
      toolOutput: '',
      error: `Unknown tool '${call.toolName}'`,
    };
  try {
    const output = await t.run((call.input ?? {}) as Record<string, unknown>, ctx.signal);
    return { tool: t.name, toolInput: call.input, toolOutput: asText(output) };
  } catch (err) {
    return { tool: t.name, toolInput: call.input, toolOutput: '', error: (err as Error).message };
  }
}

const resultMessage = (call: ToolCall, value: string): ModelMessage => ({
  role: 'tool',
  content: [
    {
      type: 'tool-result',
      toolCallId: call.toolCallId,
      toolName: call.toolName,
      output: { type: 'text', value },
    },
  ],
});

/**
 * Agent: a tool-calling loop (at most MAX_TOOL_ROUNDS model calls). Tools are built-in tools
 * (providers) and saved tools; a tool marked "requires human input" pauses the run before it runs, and the resumed
 * node runs it (proceed) or tells the model it was refused (reject, with the feedback).
 */
export const agentExecutor: NodeExecutor = {
  async run(ctx) {
    const i = ctx.inputs;
    const chat = await createChatModel(i.agentModel, i.agentModelConfig as Record<string, unknown>, ctx);
    const tools = await loadTools(ctx);
    let st: AgentResume;
    if (ctx.resume && ctx.humanInput) {
      st = structuredClone(ctx.resume as AgentResume);
      const proceed = ctx.humanInput.type === 'proceed';
      for (const call of st.pending) {
        if (proceed) {
          const used = await runCall(ctx, tools.byName.get(call.toolName), call, st);
          st.usedTools.push(used);
          st.messages.push(resultMessage(call, used.error ? `Error: ${used.error}` : used.toolOutput));
        } else {
          const why = ctx.humanInput.feedback ? `: ${ctx.humanInput.feedback}` : '';
          st.messages.push(resultMessage(call, `The user refused to run this tool${why}`));
        }
      }
      st.pending = [];
    } else {
      const prompt = buildMessages(ctx, {
        messages: i.agentMessages,
        enableMemory: i.agentEnableMemory,
        memoryType: i.agentMemoryType,
        windowSize: i.agentMemoryWindowSize,
        userMessage: i.agentUserMessage,
      });
      st = {
        messages: prompt.messages,
        system: prompt.system,
        pending: [],
        rounds: 0,
        usedTools: [],
        usage: usageOf(undefined),
        addedUser: prompt.addedUser,
      };
    }
    const hasTools = Object.keys(tools.set).length > 0;
    let text = '';
    while (true) {
      if (st.rounds >= MAX_TOOL_ROUNDS)
        throw new Error(`Agent stopped after ${MAX_TOOL_ROUNDS} model rounds without a final answer`);
      st.rounds += 1;
      // The ai SDK loads with the first model call, not with the server (start-up time).
      const { generateText } = await aiSdk();
      const result = await generateText({
        model: chat.model,
        ...(st.system ? { system: st.system } : {}),
        messages: st.messages,
        ...(hasTools ? { tools: tools.set } : {}),
        abortSignal: ctx.signal,
        maxRetries: 1,
        ...chat.settings,
      });
      st.usage = addUsage(st.usage, usageOf(result.usage, chat));
      const calls = result.toolCalls as ToolCall[];
      if (!calls.length) {
        text = result.text;
        break;
      }
      st.messages.push(...(result.response.messages as ModelMessage[]));
      const needApproval = calls.filter((c) => tools.byName.get(c.toolName)?.needsApproval && !ctx.iteration);
      if (needApproval.length) {
        for (const call of calls.filter((c) => !needApproval.includes(c))) {
          const used = await runCall(ctx, tools.byName.get(call.toolName), call, st);
          st.usedTools.push(used);
          st.messages.push(resultMessage(call, used.error ? `Error: ${used.error}` : used.toolOutput));
        }
        st.pending = needApproval;
        const description = needApproval
          .map((c) => `Run tool '${c.toolName}' with ${JSON.stringify(c.input)}?`)
          .join('\n');
        if (ctx.streaming) ctx.emit('token', description);
        return {
          output: { content: description, isWaitingForHumanInput: true, usedTools: st.usedTools },
          pause: { description, resume: st },
          usage: st.usage,
        } satisfies NodeOutcome;
      }
      for (const call of calls) {
        const used = await runCall(ctx, tools.byName.get(call.toolName), call, st);
        st.usedTools.push(used);
        st.messages.push(resultMessage(call, used.error ? `Error: ${used.error}` : used.toolOutput));
      }
    }
    if (st.usedTools.length) ctx.emit('usedTools', st.usedTools);
    if (st.sourceDocuments?.length && ctx.streaming) ctx.emit('sourceDocuments', st.sourceDocuments);
    if (ctx.isLastNode && ctx.streaming) ctx.emit('token', text);
    const chatHistory: ChatMessage[] = [];
    if (st.addedUser) chatHistory.push({ role: 'user', content: st.addedUser });
    chatHistory.push({ role: 'assistant', content: text, name: ctx.node.data.label });
    return {
      output: {
        content: text,
        usedTools: st.usedTools,
        ...(st.sourceDocuments ? { sourceDocuments: st.sourceDocuments } : {}),
        ...(st.retrievedDocuments ? { retrievedDocuments: st.retrievedDocuments } : {}),
        usageMetadata: st.usage,
        model: chat.modelName,
      },
      stateUpdates: stateUpdatesFrom(i.agentUpdateState, text),
      chatHistory,
      usage: st.usage,
    };
  },
};
