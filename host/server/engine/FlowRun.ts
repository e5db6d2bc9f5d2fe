import { raceAbort } from '../../common/raceAbort.ts';
import type { FlowNode } from '../../../node-registry/flow.ts';
import { applyOutcome } from './applyOutcome.ts';
import type { ExecutedNode, NodeOutcome, TokenUsage } from './engineTypes.ts';
import { executedNode, type NodeRunStart } from './executedNode.ts';
import { FlowLevel } from './FlowLevel.ts';
import { CheckpointWriter } from './CheckpointWriter.ts';
import { buildGraph } from './flowGraph.ts';
import { type HumanAction, humanAction } from './humanAction.ts';
import { nodeContext } from './nodeContext.ts';
import { resolveDeep } from './resolveTemplate.ts';
import { DEFAULT_MAX_STEPS, type RunFlowOptions, type RunResult } from './runFlow.ts';
import { runScope } from './runScope.ts';
import { emptySnapshot, type RunSnapshot, resumePoint } from './runSnapshot.ts';
import { stripSecrets } from './stripSecrets.ts';
import { toolCallsOf } from '../telemetry/runTrace.ts';

/** How a node still running reads when the run is stopped (timeout or cancel). */
const cancelled = () => new Error('Flow execution was cancelled');

type Done =
  | { kind: 'ok'; outcome: NodeOutcome }
  | { kind: 'error'; message: string }
  | { kind: 'pause'; outcome: NodeOutcome };

class StopRun extends Error {}

/** Records how the node being run ended, and tells the clients. */
type RecordNode = (
  status: ExecutedNode['status'],
  output: Record<string, unknown>,
  extra?: Partial<ExecutedNode['data']>,
) => void;

const NO_KEYS: ReadonlySet<string> = new Set();

/**
 * One run's main loop and state; see runFlow for the semantics. The scheduling of a level lives in
 * FlowLevel, what a node sees in nodeContext/runScope, and what its end leaves in executedNode and
 * applyOutcome.
 */
export class FlowRun {
  private readonly snap: RunSnapshot;
  private readonly abort = new AbortController();
  private readonly secrets = new Set<string>();
  private readonly usage: TokenUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
  private status: RunResult['status'] | 'INPROGRESS' = 'INPROGRESS';
  private error?: string;
  private action?: HumanAction;
  /** The paused node this run resumes at, until it starts again. */
  private resumeAt?: RunSnapshot['paused'];
  private readonly checkpoints?: CheckpointWriter<RunSnapshot>;
  private readonly maxSteps: number;

  constructor(private readonly o: RunFlowOptions) {
    this.snap = o.resumeFrom ? structuredClone(o.resumeFrom) : emptySnapshot();
    if (o.input.form && !this.snap.form) this.snap.form = o.input.form;
    this.maxSteps = o.maxSteps ?? DEFAULT_MAX_STEPS;
    if (o.onCheckpoint) this.checkpoints = new CheckpointWriter(o.onCheckpoint);
    o.signal?.addEventListener('abort', () => this.abort.abort(o.signal?.reason), { once: true });
  }

  private emit(event: Parameters<NonNullable<RunFlowOptions['onEvent']>>[0], data: unknown) {
    try {
      this.o.onEvent?.(event, data);
    } catch {
      // A listener's failure (a closed socket) must not break the run.
    }
  }

  async run(): Promise<RunResult> {
    const graph = buildGraph(this.o.flow);
    const level = new FlowLevel(graph, [], this.snap.edges);
    level.lastContent = this.snap.lastContent;
    if (this.o.resumeFrom) {
      const resume = resumePoint(this.snap);
      this.resumeAt = resume.paused;
      level.ready = resume.ready;
    } else {
      const starts = graph.roots;
      if (starts.length !== 1) {
        return this.finish(
          'ERROR',
          starts.length ? 'Multiple starting nodes are not allowed' : 'The flow has no starting node',
        );
      }
      level.ready = [...starts];
    }
    this.emit('agentFlowEvent', 'INPROGRESS');
    try {
      await this.walk(level, true);
    } catch (err) {
      if (!(err instanceof StopRun)) this.fail((err as Error).message);
    }
    await this.checkpoints?.settle();
    if (this.abort.signal.aborted && this.status === 'INPROGRESS') {
      const timeout = this.abort.signal.reason === 'timeout';
      this.status = timeout ? 'TIMEOUT' : 'TERMINATED';
      this.error = timeout ? 'Flow execution timed out' : 'Flow execution was cancelled';
    }
    const status = this.status !== 'INPROGRESS' ? this.status : this.snap.paused ? 'STOPPED' : 'FINISHED';
    return this.finish(status, this.error);
  }

  private finish(status: RunResult['status'], error?: string): RunResult {
    this.status = status;
    this.emit('agentFlowEvent', status);
    const text = this.action ? this.action.data.description : this.snap.lastContent;
    return {
      status,
      text,
      executedData: stripSecrets(this.snap.executedData, this.secrets),
      state: this.snap.state,
      ...(this.action ? { action: this.action } : {}),
      ...(error ? { error: stripSecrets(error, this.secrets) } : {}),
      snapshot: stripSecrets(this.snap, this.secrets),
      secrets: this.secrets,
      usage: this.usage,
    };
  }

  private fail(message: string) {
    if (this.status === 'INPROGRESS') {
      this.status = 'ERROR';
      this.error = message;
    }
    this.abort.abort('error');
  }

  private get stopping(): boolean {
    return this.status !== 'INPROGRESS' || this.abort.signal.aborted || this.snap.paused !== undefined;
  }

  /** Runs a level until nothing is ready or running. */
  private async walk(level: FlowLevel, top: boolean): Promise<void> {
    const running = new Map<string, Promise<{ id: string; done: Done }>>();
    while (true) {
      while (level.ready.length && !this.stopping) {
        const id = level.ready.shift() as string;
        if (this.snap.steps >= this.maxSteps) {
          this.fail(`Maximum number of steps (${this.maxSteps}) reached`);
          break;
        }
        this.snap.steps += 1;
        level.running.add(id);
        running.set(
          id,
          this.execNode(id, level).then((done) => ({ id, done })),
        );
      }
      if (!running.size) break;
      const { id, done } = await Promise.race(running.values());
      running.delete(id);
      level.running.delete(id);
      if (done.kind === 'error') {
        // A node cut short by an abort is not the run's error: run() reports TERMINATED/TIMEOUT.
        if (!this.abort.signal.aborted) this.fail(done.message);
      } else if (done.kind === 'pause') {
        if (!top) this.fail('Human input is not supported inside an Iteration');
        else this.snap.paused = { nodeId: id, resume: done.outcome.pause?.resume };
      } else this.afterNode(id, done.outcome, level, top);
      // Only a run that goes on needs a checkpoint: an ending one is saved whole by its final record.
      if (top && !this.stopping && (running.size > 0 || level.ready.length > 0)) this.checkpoint(level);
    }
    if (top) this.snap.ready = [...level.ready];
  }

  private checkpoint(level: FlowLevel) {
    if (!this.checkpoints) return;
    this.snap.edges = level.edges;
    this.snap.ready = [...level.running, ...level.ready];
    this.snap.lastContent = level.lastContent;
    const snapshot = stripSecrets(structuredClone(this.snap), this.secrets);
    this.checkpoints.push(snapshot);
  }

  /** Routes a finished node's output: loop back, or deliver/prune its outgoing edges. */
  private afterNode(id: string, outcome: NodeOutcome, level: FlowLevel, top: boolean) {
    const content = outcome.output.content;
    if (typeof content === 'string') level.lastContent = content;
    if (top) this.snap.lastContent = level.lastContent;
    if (outcome.loopBack) this.loopBack(id, outcome.loopBack, level);
    else level.deliver(id, outcome.conditions);
  }

  private loopBack(loopId: string, loop: NonNullable<NodeOutcome['loopBack']>, level: FlowLevel) {
    const target = level.loopTarget(loop.nodeId);
    if (!target) return this.fail(`Loop target '${loop.nodeId}' is not a node of this flow`);
    const count = (this.snap.loopCounts[loopId] ?? 0) + 1;
    if (count <= loop.maxLoopCount) {
      this.snap.loopCounts[loopId] = count;
      return level.rewindTo(target);
    }
    const message =
      loop.fallbackMessage ||
      `Loop completed after reaching maximum iteration count of ${loop.maxLoopCount}.`;
    const item = [...this.snap.executedData].reverse().find((d) => d.nodeId === loopId);
    if (item) item.data.output = { ...item.data.output, content: message };
    this.snap.outputs[loopId] = { ...this.snap.outputs[loopId], content: message };
    level.lastContent = message;
    this.snap.lastContent = message;
    if (this.o.streaming) this.emit('token', message);
  }

  private async execNode(id: string, level: FlowLevel): Promise<Done> {
    const node = level.graph.nodes.get(id) as FlowNode;
    const name = node.data.name;
    const label = node.data.label ?? name;
    const start = Date.now();
    const previousNodeIds = level.liveInputs(id);
    this.emit('nextAgentFlow', { nodeId: id, nodeLabel: label, status: 'INPROGRESS' });
    const scope = runScope(this.o, this.snap, level.iteration);
    const inputs = resolveDeep(
      node.data.inputs ?? {},
      scope,
      this.o.rawInputKeys?.(name) ?? NO_KEYS,
    ) as Record<string, unknown>;
    const run: NodeRunStart = { node, label, inputs, previousNodeIds, start, iteration: level.iteration };
    const span = this.o.trace?.node({
      nodeId: id,
      nodeType: name,
      label,
      ...(level.iteration
        ? { iteration: level.iteration.index, parentNodeId: level.iteration.parentNodeId }
        : {}),
    });
    const record: RecordNode = (status, output, extra = {}) => {
      span?.end({
        status,
        ...(extra.usageMetadata ? { usage: extra.usageMetadata } : {}),
        ...(extra.error ? { error: stripSecrets(extra.error, this.secrets) } : {}),
        tools: toolCallsOf(output),
      });
      this.snap.executedData.push(executedNode(run, status, output, structuredClone(this.snap.state), extra));
      this.emit('nextAgentFlow', {
        nodeId: id,
        nodeLabel: label,
        status,
        ...(status === 'ERROR' ? extra : {}),
      });
      this.emit('agentFlowExecutedData', stripSecrets(this.snap.executedData, this.secrets));
    };
    const executor = this.o.executors.get(name);
    if (!executor) {
      const message = `No executor for node type '${name}'`;
      record('ERROR', {}, { error: message });
      return { kind: 'error', message };
    }
    const resuming = this.resumeAt?.nodeId === id ? this.resumeAt : undefined;
    if (resuming) this.resumeAt = undefined;
    const ctx = nodeContext(this.o, this.snap, level, node, inputs, {
      signal: this.abort.signal,
      emit: (event, data) => this.emit(event, data),
      secrets: this.secrets,
      resuming,
    });
    let outcome: NodeOutcome;
    try {
      // an executor that ignores its signal cannot hang the run
      outcome = await raceAbort(executor.run(ctx), this.abort.signal, cancelled);
      if (outcome.iterate)
        outcome = { ...outcome, output: await this.iterate(node, outcome.iterate.items, level) };
    } catch (err) {
      const aborted = this.abort.signal.aborted;
      const message = (err as Error)?.message || String(err);
      record(aborted ? 'TERMINATED' : 'ERROR', {}, { error: message });
      return { kind: 'error', message };
    }
    return this.adopt(id, label, outcome, record);
  }

  private adopt(id: string, label: string, outcome: NodeOutcome, record: RecordNode): Done {
    const extra = applyOutcome(this.snap, this.usage, outcome);
    if (outcome.pause) {
      this.action = humanAction(id, label, outcome.pause.description, this.o.input.question ?? '');
      const output = { ...outcome.output, humanInputAction: this.action };
      this.snap.outputs[id] = output;
      record('STOPPED', output, extra);
      this.emit('action', this.action);
      return { kind: 'pause', outcome };
    }
    this.snap.outputs[id] = outcome.output;
    record('FINISHED', outcome.output, extra);
    return { kind: 'ok', outcome };
  }

  /** Runs an Iteration's children once per item, in order; their state changes carry over. */
  private async iterate(
    node: FlowNode,
    items: unknown[],
    parent: FlowLevel,
  ): Promise<Record<string, unknown>> {
    if (parent.iteration) throw new Error('An Iteration inside an Iteration is not supported');
    const graph = buildGraph(this.o.flow, node.id);
    const results: string[] = [];
    for (const [index, value] of items.entries()) {
      if (this.stopping) throw new StopRun();
      const level = new FlowLevel(graph, [...graph.roots], {}, { index, value, parentNodeId: node.id });
      await this.walk(level, false);
      if (this.status !== 'INPROGRESS') throw new StopRun();
      results.push(level.lastContent);
    }
    return { content: results.join('\n'), iterationResults: results, iterationCount: items.length };
  }
}
