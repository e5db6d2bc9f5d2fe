import type { UsedToolCall } from '../../../host/server/engine/flowRunner.ts';
import type { FlowNode } from '../../../node-registry/flow.ts';
import { type ChatModelInstance, callChat, NodeFailure, type ToolInstance } from '../../chatflow/public.ts';
import { asText, formatPrompt, type ReferenceScope, tableValue } from '../common/flowReference.ts';
import { routeOf } from '../common/routeCondition.ts';
import {
  applyUpdates,
  rowsOf,
  type SeqState,
  type StateMessage,
  type StateOperation,
} from '../common/seqState.ts';
import { agentTurn, runToolCalls, toolSetOf } from './agentTurn.ts';
import { answeredOnly, modelMessages } from './modelMessages.ts';
import { runCode } from './runCode.ts';
import { inputCount, inputText, modelOf, type RunContext, toolsOf } from './runContext.ts';
import { seqNameOf } from './seqGraph.ts';
import { outputSchema, structuredAnswer, structuredTool } from './structuredOutput.ts';

/** A sequential run's shared facts: the state and how its keys update, the start's model. */
export interface SeqRun {
  ctx: RunContext;
  state: SeqState;
  schema: Map<string, { operation: StateOperation; default: unknown }>;
  startModel?: ChatModelInstance;
  /** Tools an LLM node may call, by LLM node id: those of the tool node it feeds. */
  boundTools: Map<string, ToolInstance[]>;
}

/** What a node's step decided: a route (conditions) and what it said. */
export interface StepResult {
  route?: string;
  text?: string;
  usedTools?: UsedToolCall[];
  /** An LLM node whose model asked for no tool: the tool node after it has nothing to run. */
  noToolCalls?: boolean;
  /** An agent that requires approval stopped at tool calls (the last message holds them). */
  pause?: boolean;
}

export function scopeOf(run: SeqRun, output?: ReferenceScope['output']): ReferenceScope {
  const { req, question } = run.ctx;
  return {
    state: run.state,
    ...(output ? { output } : {}),
    vars: req.vars,
    flow: {
      chatId: req.input.chatId,
      sessionId: req.input.sessionId,
      chatflowId: req.flowId,
      input: question,
    },
  };
}

/** The system prompt and human prompt of an agent-like node, filled from its prompt values. */
function prompts(run: SeqRun, node: FlowNode) {
  const scope = scopeOf(run);
  const values = node.data.inputs?.promptValues;
  const system = formatPrompt(inputText(node, 'systemMessagePrompt'), values, scope);
  const human = formatPrompt(inputText(node, 'humanMessagePrompt'), values, scope);
  const messages: StateMessage[] = [
    ...run.state.messages,
    ...(human ? [{ role: 'user' as const, content: human }] : []),
  ];
  return { system: system || undefined, messages };
}

/** Applies the node's "Update State" (table of key/value references, or code returning an object). */
async function updateState(run: SeqRun, node: FlowNode, output: ReferenceScope['output']): Promise<void> {
  const tab = node.data.inputs?.[`selectedUpdateStateMemoryTab_${node.id}`];
  const scope = scopeOf(run, output);
  let updates: Record<string, unknown> = {};
  if (tab === 'updateStateMemoryCode') {
    const code = inputText(node, 'updateStateMemoryCode');
    if (!code.trim()) return;
    const value = await runCode(run.ctx, code, scope, 'The Update State code');
    if (value && typeof value === 'object' && !Array.isArray(value))
      updates = value as Record<string, unknown>;
    else throw new Error('The Update State code must return an object of state keys');
  } else {
    for (const row of rowsOf<{ key?: unknown; value?: unknown }>(node.data.inputs?.updateStateMemoryUI)) {
      const key = typeof row.key === 'string' ? row.key.trim() : '';
      if (key) updates[key] = tableValue(row.value, scope);
    }
  }
  run.state = applyUpdates(run.state, updates, run.schema);
}

/**
 * An agent's turn. With Require Approval it stops at tool calls (the run pauses); resumed with
 * approval (`approved`) the pending calls run first, then the turn goes on.
 */
async function agentStep(run: SeqRun, node: FlowNode, approved: boolean): Promise<StepResult> {
  const tools = toolsOf(run.ctx, node);
  const usedTools: UsedToolCall[] = [];
  if (approved) {
    const ran = await runToolCalls(
      pendingCalls(run.state),
      (await toolSetOf(tools)).byName,
      run.ctx.req.signal,
    );
    run.state = { ...run.state, messages: [...run.state.messages, ...ran.messages] };
    usedTools.push(...ran.usedTools);
  }
  const { system, messages } = prompts(run, node);
  const name = seqNameOf(node);
  const turn = await agentTurn(
    {
      model: modelOf(run.ctx, node, run.startModel),
      tools,
      system,
      messages,
      name,
      maxIterations: inputCount(node, 'maxIterations', 10),
      stopAtToolCalls: node.data.inputs?.interrupt === true,
    },
    run.ctx.req,
  );
  run.ctx.reportUsage(turn.usage);
  run.state = { ...run.state, messages: [...run.state.messages, ...turn.added] };
  usedTools.push(...turn.usedTools);
  if (turn.pendingCalls) return { pause: true, usedTools };
  await updateState(run, node, { content: turn.text, usedTools, name });
  return { text: turn.text, usedTools };
}

/** One model call with an optional structured answer; the bound tools of a following tool node. */
async function modelCall(run: SeqRun, node: FlowNode, schemaRows: unknown, tools: ToolInstance[]) {
  const { system, messages } = prompts(run, node);
  const schema = outputSchema(schemaRows);
  const toolSet = schema ? await structuredTool(schema) : (await toolSetOf(tools)).set;
  const reply = await callChat(
    modelOf(run.ctx, node, run.startModel),
    {
      system: schema
        ? `${system ?? ''}\n\nGive your answer by calling the structured_output tool.`.trim()
        : system,
      messages: modelMessages(answeredOnly(messages)),
      tools: toolSet,
    },
    { run: run.ctx.req, token: () => {} },
  );
  run.ctx.reportUsage(reply.usage);
  if (!schema) return { reply, structured: null };
  const structured = structuredAnswer(reply);
  if (!structured) throw new Error('the model did not give the structured output its table asks for');
  return { reply, structured };
}

async function llmStep(run: SeqRun, node: FlowNode): Promise<StepResult> {
  const tools = run.boundTools.get(node.id) ?? [];
  const { reply, structured } = await modelCall(run, node, node.data.inputs?.llmStructuredOutput, tools);
  const name = seqNameOf(node);
  const text = structured ? JSON.stringify(structured) : reply.text;
  const calls = structured
    ? []
    : reply.toolCalls.map((c) => ({
        id: c.toolCallId,
        name: c.toolName,
        args: (c.input ?? {}) as Record<string, unknown>,
      }));
  const message: StateMessage = {
    role: 'assistant',
    content: text,
    name,
    ...(calls.length ? { toolCalls: calls } : {}),
  };
  run.state = { ...run.state, messages: [...run.state.messages, message] };
  await updateState(run, node, { ...(structured ?? {}), content: text, name });
  return { text, noToolCalls: calls.length === 0 };
}

/** The tool calls the last assistant message asked for and nobody answered yet. */
export function pendingCalls(state: SeqState) {
  const last = [...state.messages].reverse().find((m) => m.role === 'assistant');
  const answered = new Set(state.messages.filter((m) => m.role === 'tool').map((m) => m.toolCallId));
  return (last?.toolCalls ?? []).filter((c) => !answered.has(c.id));
}

/** A person refused the pending tool calls: each gets a refusal as its result, their feedback follows. */
export function rejectCalls(run: SeqRun, feedback?: string): void {
  const refusals: StateMessage[] = pendingCalls(run.state).map((c) => ({
    role: 'tool',
    content: 'The user did not approve this tool call.',
    toolCallId: c.id,
    toolName: c.name,
  }));
  const said: StateMessage[] = feedback?.trim() ? [{ role: 'user', content: feedback.trim() }] : [];
  run.state = { ...run.state, messages: [...run.state.messages, ...refusals, ...said] };
}

async function toolStep(run: SeqRun, node: FlowNode): Promise<StepResult> {
  const calls = pendingCalls(run.state);
  const { byName } = await toolSetOf(toolsOf(run.ctx, node));
  const ran = await runToolCalls(calls, byName, run.ctx.req.signal);
  run.state = { ...run.state, messages: [...run.state.messages, ...ran.messages] };
  const content = ran.messages.map((m) => m.content).join('\n');
  // as in the peer, a tool node's $flow.output is its calls: tool, input, output, passages found
  const output = ran.usedTools.map((u, i) => ({ ...u, sourceDocuments: ran.sourceDocuments[i] ?? [] }));
  await updateState(run, node, output);
  return { text: content, usedTools: ran.usedTools };
}

/** A condition's route: its table's first row that holds (else End), or its code's return value. */
async function routeBy(run: SeqRun, node: FlowNode, output?: Record<string, unknown>): Promise<string> {
  const tab = node.data.inputs?.[`selectedConditionFunctionTab_${node.id}`];
  const scope = scopeOf(run, output);
  if (tab === 'conditionFunction') {
    return (
      asText(await runCode(run.ctx, inputText(node, 'conditionFunction'), scope, 'The condition code')) ||
      'End'
    );
  }
  return routeOf(node.data.inputs?.conditionUI, scope);
}

async function conditionAgentStep(run: SeqRun, node: FlowNode): Promise<StepResult> {
  const { reply, structured } = await modelCall(
    run,
    node,
    node.data.inputs?.conditionAgentStructuredOutput,
    [],
  );
  const output = { ...(structured ?? {}), content: structured ? JSON.stringify(structured) : reply.text };
  return { route: await routeBy(run, node, output), text: asText(output.content) };
}

/** "Return Value As": an AI or human message in the conversation, or state updates. */
function returnValue(run: SeqRun, node: FlowNode, value: unknown): string {
  const as = inputText(node, 'returnValueAs') || 'aiMessage';
  if (as === 'stateObj') {
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw new Error('it must return an object of state keys when it returns a State Object');
    run.state = applyUpdates(run.state, value as Record<string, unknown>, run.schema);
    return '';
  }
  const message: StateMessage = {
    role: as === 'humanMessage' ? 'user' : 'assistant',
    content: asText(value),
    name: seqNameOf(node),
  };
  run.state = { ...run.state, messages: [...run.state.messages, message] };
  return message.content;
}

async function customFunctionStep(run: SeqRun, node: FlowNode): Promise<StepResult> {
  const scope = scopeOf(run);
  const raw = node.data.inputs?.functionInputVariables;
  let args: Record<string, unknown> = {};
  try {
    args =
      typeof raw === 'string' && raw.trim()
        ? JSON.parse(raw)
        : raw && typeof raw === 'object'
          ? (raw as never)
          : {};
  } catch {
    throw new Error('Input Variables is not valid JSON');
  }
  for (const [k, v] of Object.entries(args)) args[k] = tableValue(v, scope);
  const value = await runCode(run.ctx, inputText(node, 'javascriptFunction'), scope, 'The function', args);
  return { text: returnValue(run, node, value) };
}

async function executeFlowStep(run: SeqRun, node: FlowNode): Promise<StepResult> {
  const { runFlow } = run.ctx.req.services;
  const flowId = inputText(node, 'selectedFlow');
  if (!flowId) throw new Error('Select Flow is required');
  if (!runFlow) throw new Error('running another flow is not available here');
  const chosen = inputText(node, 'seqExecuteFlowInput');
  const question =
    !chosen || chosen === 'userQuestion' ? run.ctx.question : formatPrompt(chosen, undefined, scopeOf(run));
  const raw = node.data.inputs?.overrideConfig;
  let overrideConfig: Record<string, unknown> | undefined;
  try {
    overrideConfig = typeof raw === 'string' && raw.trim() ? JSON.parse(raw) : undefined;
  } catch {
    throw new Error('Override Config is not valid JSON');
  }
  const { text } = await runFlow(flowId, { question, ...(overrideConfig ? { overrideConfig } : {}) });
  return { text: returnValue(run, node, text) };
}

/** Runs one sequential node; failures name it. Start, State, Loop and End do nothing here. */
export async function runSeqStep(run: SeqRun, node: FlowNode, approved = false): Promise<StepResult> {
  try {
    switch (node.data.name) {
      case 'seqAgent':
        return await agentStep(run, node, approved);
      case 'seqLLMNode':
        return await llmStep(run, node);
      case 'seqToolNode':
        return await toolStep(run, node);
      case 'seqCondition':
        return { route: await routeBy(run, node) };
      case 'seqConditionAgent':
        return await conditionAgentStep(run, node);
      case 'seqCustomFunction':
        return await customFunctionStep(run, node);
      case 'seqExecuteFlow':
        return await executeFlowStep(run, node);
      default:
        return {};
    }
  } catch (err) {
    if (err instanceof NodeFailure || run.ctx.req.signal.aborted) throw err;
    throw new NodeFailure(node, err instanceof Error ? err.message : String(err));
  }
}
