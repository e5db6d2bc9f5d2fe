import type { HumanInput } from '../../../host/server/engine/engineTypes.ts';
import { type HumanAction, humanAction } from '../../../host/server/engine/humanAction.ts';
import type { FlowNode } from '../../../node-registry/flow.ts';
import { type ChatModelInstance, NodeFailure, type ToolInstance } from '../../chatflow/public.ts';
import { type SeqState, stateSchema } from '../common/seqState.ts';
import { inputText, type RunContext, sourcesOf, toolsOf } from './runContext.ts';
import { loopTarget, seqNameOf, successorsOf } from './seqGraph.ts';
import { type PausedRun, savePaused } from './pausedRuns.ts';
import { pendingCalls, rejectCalls, runSeqStep, type SeqRun } from './seqSteps.ts';

/** Supersteps a sequential flow may take before it is stopped (loops that never end). */
const STEP_LIMIT = 50;

/** seqState's keys and defaults (its table; code is not evaluated for defaults). */
function initialState(ctx: RunContext, start: FlowNode): Pick<SeqRun, 'state' | 'schema'> {
  const [stateNode] = sourcesOf(ctx, start, 'state');
  const schema = stateSchema(stateNode?.data.inputs?.stateMemoryUI);
  const state: SeqState = { messages: [...ctx.conversation] };
  for (const [key, { default: value }] of schema) state[key] = structuredClone(value);
  return { state, schema };
}

/** LLM nodes feeding a tool node may call that node's tools (the tool node runs the calls). */
function boundTools(ctx: RunContext): Map<string, ToolInstance[]> {
  const bound = new Map<string, ToolInstance[]>();
  for (const toolNode of ctx.req.flow.nodes.filter((n) => n.data.name === 'seqToolNode')) {
    for (const llm of sourcesOf(ctx, toolNode, 'llmNode')) {
      bound.set(llm.id, [...(bound.get(llm.id) ?? []), ...toolsOf(ctx, toolNode)]);
    }
  }
  return bound;
}

/** What a sequential run ends with: the answer, or the approval it waits for. */
export interface SequentialOutcome {
  text: string;
  action?: HumanAction;
}

/** A tool node or agent that asks for approval, with tool calls to approve: the question for the person. */
function approvalOf(run: SeqRun, node: FlowNode, question: string): HumanAction | undefined {
  const calls = pendingCalls(run.state);
  if (node.data.inputs?.interrupt !== true || !calls.length) return undefined;
  const tools = calls.map((c) => `${c.name}(${JSON.stringify(c.args)})`).join(', ');
  const prompt = inputText(node, 'approvalPrompt').trim() || 'Run {tools}?';
  const description = prompt.includes('{tools}')
    ? prompt.replace(/\{tools\}/g, tools)
    : `${prompt}\n${tools}`;
  const action = humanAction(node.id, seqNameOf(node), description, question);
  const approve = inputText(node, 'approveButtonText').trim() || 'Yes';
  const reject = inputText(node, 'rejectButtonText').trim() || 'No';
  return {
    ...action,
    mapping: { approve, reject },
    elements: [
      { type: 'approve-button', label: approve },
      { type: 'reject-button', label: reject },
    ],
  };
}

/**
 * Sequential agents: a state graph from the Start node. Each superstep runs every node reached
 * (branches fan out and merge into one run of the node they meet at), updating the shared state;
 * conditions pick their route, loops go back to a named node, End stops a branch. The answer is
 * the last assistant message that is not a tool call.
 */
export async function runSequential(
  ctx: RunContext,
  start: FlowNode,
  resume?: { paused: PausedRun; humanInput: HumanInput },
): Promise<SequentialOutcome> {
  const { req } = ctx;
  const [modelNode] = sourcesOf(ctx, start, 'model');
  const built = modelNode ? (ctx.instances.get(modelNode.id) as ChatModelInstance | undefined) : undefined;
  const run: SeqRun = {
    ctx,
    ...initialState(ctx, start),
    ...(built?.kind === 'chatModel' ? { startModel: built } : {}),
    boundTools: boundTools(ctx),
  };
  let before = run.state.messages.length;
  let frontier = successorsOf(req.flow, start);
  let steps = 0;
  /** The node that waited for approval: it runs (proceed) or records the refusal (reject), once. */
  let approved: string | undefined;
  if (resume) {
    const node = req.flow.nodes.find((n) => n.id === resume.paused.nodeId);
    if (!node) throw new Error('The paused node is no longer in the flow');
    run.state = resume.paused.state;
    before = resume.paused.before;
    steps = resume.paused.steps;
    frontier = [node];
    if (resume.humanInput.type === 'proceed') approved = node.id;
    else {
      rejectCalls(run, resume.humanInput.feedback);
      // an agent goes on with its turn (its model reads the refusal); a tool node hands on
      if (node.data.name !== 'seqAgent') frontier = successorsOf(req.flow, node);
    }
  }
  if (!frontier.length) throw new NodeFailure(start, 'connect an agent, LLM or condition node after it');
  for (; frontier.length; steps++) {
    if (steps >= STEP_LIMIT)
      throw new Error(`The flow stopped after ${STEP_LIMIT} steps (a loop that never ends?)`);
    const next = new Map<string, FlowNode>();
    for (const node of frontier) {
      req.signal.throwIfAborted();
      if (node.data.name === 'seqEnd') continue;
      if (node.data.name === 'seqLoop') {
        const target = loopTarget(req.flow, node);
        if (!target) throw new NodeFailure(node, `no node is named '${inputText(node, 'loopToName')}'`);
        next.set(target.id, target);
        continue;
      }
      const asks = node.data.name === 'seqToolNode' && approved !== node.id;
      const action = asks ? approvalOf(run, node, ctx.question) : undefined;
      if (action) {
        await savePaused(req, { state: run.state, nodeId: node.id, steps, before });
        return { text: action.data.description, action };
      }
      const result = await runSeqStep(run, node, approved === node.id);
      approved = undefined;
      if (result.usedTools) ctx.usedTools.push(...result.usedTools);
      if (result.pause) {
        const stop = approvalOf(run, node, ctx.question)!;
        await savePaused(req, { state: run.state, nodeId: node.id, steps, before });
        return { text: stop.data.description, action: stop };
      }
      if (result.text !== undefined || result.route !== undefined) {
        const { messages: _m, ...state } = run.state;
        ctx.step({
          agentName: seqNameOf(node),
          messages: result.text ? [result.text] : [],
          ...(result.route !== undefined ? { next: result.route } : {}),
          ...(result.usedTools?.length ? { usedTools: result.usedTools } : {}),
          state,
          nodeName: node.data.name,
          nodeId: node.id,
        });
      }
      let after = successorsOf(req.flow, node, result.route);
      // an LLM node that called no tool skips the tool node it feeds
      if (result.noToolCalls && node.data.name === 'seqLLMNode')
        after = after.flatMap((n) => (n.data.name === 'seqToolNode' ? successorsOf(req.flow, n) : [n]));
      for (const n of after) next.set(n.id, n);
    }
    frontier = [...next.values()];
  }
  const answer = run.state.messages
    .slice(before)
    .reverse()
    .find((m) => m.role === 'assistant' && !m.toolCalls?.length && m.content);
  return { text: answer?.content ?? '' };
}
