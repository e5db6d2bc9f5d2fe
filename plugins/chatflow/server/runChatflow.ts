import type { ChatMessage, TokenUsage } from '../../../host/server/engine/engineTypes.ts';
import type { FlowRunner, FlowRunRequest, FlowRunResult } from '../../../host/server/engine/flowRunner.ts';
import type { FlowNode } from '../../../node-registry/flow.ts';
import { addUsage } from '../../agentflow/public.ts';
import { buildOrder, endingNodes, labelOf, skippedByBranch } from '../common/chatflowGraph.ts';
import { chatflowCatalogue, type ComponentCatalogue } from './componentCatalogue.ts';
import type { AnswerContext, BranchInstance, BuildContext, ChatflowComponent } from './componentTypes.ts';
import { nodeInputs } from './nodeInputs.ts';
import type { ParamScope } from './resolveParams.ts';
import { NodeFailure, safeMessage } from './safeMessage.ts';
import { StepTrace } from './StepTrace.ts';

interface Step {
  node: FlowNode;
  component: ChatflowComponent;
}

/** Each node's component, checked before anything runs: unknown and unavailable nodes fail first. */
async function stepsOf(req: FlowRunRequest, ids: string[], catalogue: ComponentCatalogue): Promise<Step[]> {
  const byId = new Map(req.flow.nodes.map((n) => [n.id, n]));
  return Promise.all(
    ids.map(async (id) => {
      const node = byId.get(id)!;
      const def = catalogue.definition(node.data.name);
      if (def?.unavailable) throw new NodeFailure(node, def.unavailable);
      const component = await catalogue.component(node.data.name);
      if (!component)
        throw new NodeFailure(node, `'${node.data.name}' is not a chatflow node this server knows`);
      return { node, component };
    }),
  );
}

/** A node that takes one of its outputs (If Else): the only case where a flow may have several ends. */
const branches = (node: FlowNode, catalogue: ComponentCatalogue) =>
  !!catalogue.definition(node.data.name)?.outputs?.some((o) => o.isAnchor);

/**
 * The ending nodes: those without outgoing edges that can answer. Several are allowed only
 * behind a branching node, which decides at run time which one answers.
 */
async function endingsOf(req: FlowRunRequest, catalogue: ComponentCatalogue): Promise<FlowNode[]> {
  const ends = endingNodes(req.flow);
  if (!ends.length) throw new Error('The chatflow has no nodes to run');
  const answering: FlowNode[] = [];
  for (const n of ends) if ((await catalogue.component(n.data.name))?.answer) answering.push(n);
  if (answering.length > 1 && !req.flow.nodes.some((n) => branches(n, catalogue))) {
    throw new Error(`The chatflow has several ending nodes: ${answering.map(labelOf).join(', ')}; keep one`);
  }
  if (answering.length) return answering;
  const [only] = ends;
  if (ends.length === 1 && only) {
    throw new NodeFailure(only, 'cannot end a chatflow: connect it to a chain, an agent or an engine');
  }
  throw new Error(
    `None of the ending nodes (${ends.map(labelOf).join(', ')}) is a chain, an agent or an engine`,
  );
}

/** Set Variable nodes are built as early as their inputs allow, Get Variable nodes as late. */
const VARIABLE_RANK: Record<string, number> = { setVariable: -1, getVariable: 1 };
const rank = (n: FlowNode) => VARIABLE_RANK[n.data.name] ?? 0;

/** The run with the session's history read once, however many nodes ask for it. */
function withHistoryOnce(req: FlowRunRequest): FlowRunRequest {
  const read = req.services.chatHistory;
  if (!read) return req;
  let history: Promise<ChatMessage[]> | undefined;
  return {
    ...req,
    services: { ...req.services, chatHistory: () => (history ??= read()) },
  };
}

/**
 * Runs a chatflow the peer's way: the ending node and what it depends on are built in dependency
 * order, each node's init receiving its resolved params and its connected inputs; then the ending
 * node answers, streaming its tokens when the caller asked for them.
 */
export async function runChatflow(
  request: FlowRunRequest,
  catalogue: ComponentCatalogue = chatflowCatalogue,
): Promise<FlowRunResult> {
  const secrets: string[] = [];
  const req: FlowRunRequest = {
    ...withHistoryOnce(request),
    addSecret: (value) => {
      secrets.push(value);
      request.addSecret(value);
    },
  };
  let usage: TokenUsage | undefined;
  const trace = new StepTrace(request.trace, secrets);
  const reportUsage = (u: TokenUsage) => {
    usage = usage ? addUsage(usage, u) : u;
    trace.report(u);
  };
  let current: FlowNode | undefined;
  try {
    const ends = await endingsOf(req, catalogue);
    const steps = await stepsOf(
      req,
      buildOrder(
        req.flow,
        ends.map((n) => n.id),
        rank,
      ),
      catalogue,
    );
    const history = (await req.services.chatHistory?.()) ?? [];
    const built = new Map<string, unknown>();
    const contexts = new Map<string, BuildContext>();
    const skipped = new Set<string>();
    const variables = new Map<string, unknown>();
    const question = req.input.question ?? '';
    const scope: ParamScope = {
      question,
      chatHistory: history,
      vars: req.vars,
      flow: {
        chatId: req.input.chatId,
        sessionId: req.input.sessionId,
        chatflowId: req.flowId,
        input: question,
      },
      instance: (id) => built.get(id),
      has: (id) => built.has(id),
    };
    for (const { node, component } of steps) {
      if (skipped.has(node.id)) continue;
      req.signal.throwIfAborted();
      current = node;
      const ctx: BuildContext = {
        node,
        inputs: nodeInputs(node, catalogue.definition(node.data.name), req.flow, built, scope),
        run: req,
        credential: () => credentialOf(req, node),
        reportUsage,
        variables,
      };
      contexts.set(node.id, ctx);
      // An ending node's span is its answer, where its model runs (below).
      const instance = ends.some((n) => n.id === node.id)
        ? await component.init(ctx)
        : await trace.run(node, () => component.init(ctx));
      const branch = instance as Partial<BranchInstance> | null;
      if (branch?.kind === 'branch' && typeof branch.output === 'string') {
        built.set(node.id, branch.value);
        for (const id of skippedByBranch(req.flow, node.id, branch.output)) skipped.add(id);
      } else built.set(node.id, instance);
    }
    const live = ends.filter((n) => !skipped.has(n.id));
    if (live.length !== 1) {
      throw new Error(
        live.length
          ? `The chatflow has several ending nodes: ${live.map(labelOf).join(', ')}; keep one`
          : 'No ending node was reached',
      );
    }
    const ending = live[0]!;
    const last = steps.find((s) => s.node.id === ending.id)!;
    current = ending;
    let streamed = false;
    const actx: AnswerContext = {
      ...contexts.get(ending.id)!,
      question,
      token: (text) => {
        if (!req.streaming || !text) return;
        streamed = true;
        req.emit('token', text);
      },
    };
    req.signal.throwIfAborted();
    const answer = await trace.run(
      ending,
      async () => {
        const answered = await last.component.answer!(built.get(ending.id), actx);
        if (answered.usage) reportUsage(answered.usage);
        return answered;
      },
      (answered) => answered.usedTools,
    );
    // an answer that could not stream (a parsed output, a moderation refusal) goes out whole
    if (req.streaming && !streamed && answer.text) req.emit('token', answer.text);
    if (req.streaming && answer.sourceDocuments?.length) req.emit('sourceDocuments', answer.sourceDocuments);
    if (req.streaming && answer.usedTools?.length) req.emit('usedTools', answer.usedTools);
    return {
      status: 'FINISHED',
      text: answer.text,
      ...(answer.json !== undefined ? { json: answer.json } : {}),
      ...(answer.sourceDocuments?.length ? { sourceDocuments: answer.sourceDocuments } : {}),
      ...(answer.usedTools?.length ? { usedTools: answer.usedTools } : {}),
      ...(usage ? { usage } : {}),
    };
  } catch (error) {
    if (req.signal.aborted) return { status: 'STOPPED', text: '', error: 'The run was stopped' };
    const node = error instanceof NodeFailure ? error.node : current;
    let reason = safeMessage(error instanceof NodeFailure ? error.reason : error, secrets);
    // components may name their node themselves; the prefix below already does
    const own = node ? `${node.data.label || node.data.name}: ` : '';
    if (own && reason.startsWith(own)) reason = reason.slice(own.length);
    return {
      status: 'ERROR',
      text: '',
      error: node ? `${labelOf(node)}: ${reason}` : reason,
      ...(usage ? { usage } : {}),
    };
  }
}

/** The node's credential (node.data.credential, or the peer's FLOWISE_CREDENTIAL_ID input). */
export async function credentialOf(req: FlowRunRequest, node: FlowNode): Promise<Record<string, unknown>> {
  const saved = node.data.credential ?? node.data.inputs?.FLOWISE_CREDENTIAL_ID;
  const id = typeof saved === 'string' ? saved.trim() : '';
  if (!id) return {};
  const { data } = await req.services.credential(id);
  for (const v of Object.values(data)) if (typeof v === 'string' && v) req.addSecret(v);
  return data;
}

export const chatflowRunner: FlowRunner = { run: (req) => runChatflow(req) };
