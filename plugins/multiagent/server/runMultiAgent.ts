import type { ChatMessage, TokenUsage } from '../../../host/server/engine/engineTypes.ts';
import type { FlowRunRequest, FlowRunResult } from '../../../host/server/engine/flowRunner.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { addUsage } from '../../agentflow/public.ts';
import {
  buildComponents,
  type ModerationInstance,
  NodeFailure,
  StepTrace,
  safeMessage,
} from '../../chatflow/public.ts';
import type { StateMessage } from '../common/seqState.ts';
import { type AgentStep, type RunContext, sourcesOf } from './runContext.ts';
import { takePaused } from './pausedRuns.ts';
import { runSequential, type SequentialOutcome } from './runSequential.ts';
import { runSupervisor } from './runSupervisor.ts';
import { StepRecords } from './stepRecords.ts';

const labelOf = (node: { id: string; data: { label?: string; name: string } }) =>
  `${node.data.label || node.data.name} (${node.id})`;

const toState = (history: ChatMessage[]): StateMessage[] =>
  history
    .filter((m) => (m.role === 'user' || m.role === 'assistant') && m.content)
    .map((m) => ({ role: m.role as 'user' | 'assistant', content: m.content }));

/**
 * Runs a MULTIAGENT flow: its chatflow components are built first (chat models, tools, memory,
 * moderation), then a supervisor team or the sequential graph from its Start node answers. The
 * session's earlier messages (the prediction mechanism keeps them per chatId) start the
 * conversation; each agent's step streams as agentReasoning, the answer as tokens.
 */
export async function runMultiAgent(req: FlowRunRequest): Promise<FlowRunResult> {
  const secrets: string[] = [];
  const run: FlowRunRequest = {
    ...req,
    addSecret: (value) => {
      secrets.push(value);
      req.addSecret(value);
    },
  };
  let usage: TokenUsage | undefined;
  const trace = new StepTrace(req.trace, secrets);
  const records = new StepRecords();
  const reportUsage = (u: TokenUsage) => {
    usage = usage ? addUsage(usage, u) : u;
    trace.report(u);
    records.report(u);
  };
  const steps: AgentStep[] = [];
  try {
    const supervisor = req.flow.nodes.find((n) => n.data.name === 'supervisor');
    const start = req.flow.nodes.find((n) => n.data.name === 'seqStart');
    if (!supervisor && !start) throw new Error('The flow needs a Supervisor or a Start node');
    // humanInput answers the session's paused run (a tool node's approval), which it resumes
    const { humanInput } = req.input;
    const paused = humanInput ? await takePaused(req) : undefined;
    if (humanInput && (!paused || !start))
      throw httpError(404, `No paused run to resume for session '${req.input.sessionId ?? ''}'`);
    const resume = humanInput && paused ? { paused, humanInput } : undefined;
    const history = (await req.services.chatHistory?.()) ?? [];
    const { instances } = await buildComponents(run, history, reportUsage);
    const question = req.input.question ?? '';
    const typeOf = new Map(req.flow.nodes.map((n) => [n.id, n.data.name]));
    trace.since();
    records.since();
    const ctx: RunContext = {
      req: run,
      instances,
      conversation: [...toState(history), { role: 'user', content: question }],
      question,
      reportUsage,
      usedTools: [],
      step: (s) => {
        steps.push(s);
        // each agent's step a span, with the tokens and tool calls since the step before
        const type = typeOf.get(s.nodeId) ?? s.nodeName;
        trace.record({ id: s.nodeId, type, label: s.agentName }, s.usedTools);
        records.record(s, type);
        if (req.streaming) req.emit('agentReasoning', [s]);
      },
    };
    const head = (supervisor ?? start)!;
    for (const m of sourcesOf(ctx, head, 'inputModeration')) {
      const check = ctx.instances.get(m.id) as ModerationInstance | undefined;
      if (check?.kind !== 'moderation') continue;
      try {
        await check.check(question, req.signal);
      } catch (err) {
        // a refusal is the answer, as in chatflows
        const text = safeMessage(err, secrets);
        if (req.streaming) req.emit('token', text);
        return { status: 'FINISHED', text, executedData: records.executed, ...(usage ? { usage } : {}) };
      }
    }
    const outcome = supervisor
      ? { text: await runSupervisor(ctx, supervisor) }
      : await runSequential(ctx, start!, resume);
    const { text, action } = outcome as SequentialOutcome;
    if (req.streaming && text) req.emit('token', text);
    if (req.streaming && action) req.emit('action', action);
    return {
      status: action ? 'STOPPED' : 'FINISHED',
      text,
      ...(action ? { action } : {}),
      executedData: records.executed,
      ...(ctx.usedTools.length ? { usedTools: ctx.usedTools } : {}),
      ...(usage ? { usage } : {}),
    };
  } catch (error) {
    if ((error as { statusCode?: number })?.statusCode === 404) throw error;
    if (req.signal.aborted)
      return { status: 'STOPPED', text: '', error: 'The run was stopped', executedData: records.executed };
    const reason = safeMessage(error instanceof NodeFailure ? error.reason : error, secrets);
    if (error instanceof NodeFailure) {
      const { node } = error;
      records.fail({ id: node.id, label: node.data.label || node.data.name, type: node.data.name }, reason);
    }
    return {
      status: 'ERROR',
      text: '',
      error: error instanceof NodeFailure ? `${labelOf(error.node)}: ${reason}` : reason,
      executedData: records.executed,
      ...(usage ? { usage } : {}),
    };
  }
}
