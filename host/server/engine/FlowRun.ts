import type { FlowNode } from '../../../node-registry/flow.ts';
import type { ChatMessage, ExecutedNode, NodeContext, NodeOutcome, TokenUsage } from './engineTypes.ts';
import { buildGraph, type FlowGraph, handleIndex, reachableFrom } from './flowGraph.ts';
import { type HumanAction, humanAction } from './humanAction.ts';
import { resolveDeep, resolveTemplate, type TemplateScope } from './resolveTemplate.ts';
import { DEFAULT_MAX_STEPS, type RunFlowOptions, type RunResult } from './runFlow.ts';
import { emptySnapshot, type RunSnapshot } from './runSnapshot.ts';
import { stripSecrets } from './stripSecrets.ts';

/** One level being walked: the top level, or one item of an Iteration. */
interface Level {
  graph: FlowGraph;
  edges: Record<string, 'live' | 'dead'>;
  ready: string[];
  running: Set<string>;
  iteration?: { index: number; value: unknown; parentNodeId: string };
  lastContent: string;
}

type Done =
  | { kind: 'ok'; outcome: NodeOutcome }
  | { kind: 'error'; message: string }
  | { kind: 'pause'; outcome: NodeOutcome };

class StopRun extends Error {}

const NO_KEYS: ReadonlySet<string> = new Set();

/** The state of one run; see runFlow for the semantics. */
export class FlowRun {
  private readonly snap: RunSnapshot;
  private readonly abort = new AbortController();
  private readonly secrets = new Set<string>();
  private readonly usage: TokenUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
  private status: RunResult['status'] | 'INPROGRESS' = 'INPROGRESS';
  private error?: string;
  private action?: HumanAction;
  private resumeAt?: string;
  private resumeData?: unknown;
  private checkpoints: Promise<void> = Promise.resolve();
  private readonly maxSteps: number;

  constructor(private readonly o: RunFlowOptions) {
    this.snap = o.resumeFrom ? structuredClone(o.resumeFrom) : emptySnapshot();
    this.maxSteps = o.maxSteps ?? DEFAULT_MAX_STEPS;
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
    const level: Level = { graph, edges: this.snap.edges, ready: [], running: new Set(), lastContent: '' };
    level.lastContent = this.snap.lastContent;
    if (this.o.resumeFrom) {
      const paused = this.snap.paused;
      if (paused) {
        this.resumeAt = paused.nodeId;
        this.resumeData = paused.resume;
        // The paused node runs again with the human's answer; its STOPPED entry is replaced.
        this.snap.executedData = this.snap.executedData.filter(
          (d) => !(d.nodeId === paused.nodeId && d.status === 'STOPPED'),
        );
        level.ready = [paused.nodeId, ...this.snap.ready.filter((id) => id !== paused.nodeId)];
      } else {
        level.ready = [...this.snap.ready];
      }
      this.snap.paused = undefined;
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
    await this.checkpoints.catch(() => {});
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
      ...(error ? { error } : {}),
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
  private async walk(level: Level, top: boolean): Promise<void> {
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
      if (top) this.checkpoint(level);
    }
    if (top) this.snap.ready = [...level.ready];
  }

  private checkpoint(level: Level) {
    if (!this.o.onCheckpoint) return;
    this.snap.edges = level.edges;
    this.snap.ready = [...level.running, ...level.ready];
    this.snap.lastContent = level.lastContent;
    const snapshot = stripSecrets(structuredClone(this.snap), this.secrets);
    const save = this.o.onCheckpoint;
    this.checkpoints = this.checkpoints.then(() => save(snapshot)).catch(() => {});
  }

  /** Routes a finished node's output: loop back, or deliver/prune its outgoing edges. */
  private afterNode(id: string, outcome: NodeOutcome, level: Level, top: boolean) {
    const content = outcome.output.content;
    if (typeof content === 'string') level.lastContent = content;
    if (top) this.snap.lastContent = level.lastContent;
    const loop = outcome.loopBack;
    if (loop) return this.loopBack(id, loop, level);
    for (const edge of level.graph.outgoing.get(id) ?? []) {
      const live = !outcome.conditions || outcome.conditions[handleIndex(edge)]?.isFulfilled === true;
      this.settle(edge.id, edge.target, live, level);
    }
  }

  private settle(edgeId: string, target: string, live: boolean, level: Level) {
    level.edges[edgeId] = live ? 'live' : 'dead';
    const incoming = level.graph.incoming.get(target) ?? [];
    if (!incoming.every((e) => level.edges[e.id])) return;
    if (incoming.some((e) => level.edges[e.id] === 'live')) {
      if (!level.ready.includes(target) && !level.running.has(target)) level.ready.push(target);
      return;
    }
    // Every input was pruned: the node is skipped and so is what only it feeds.
    for (const e of level.graph.outgoing.get(target) ?? []) this.settle(e.id, e.target, false, level);
  }

  private loopBack(loopId: string, loop: NonNullable<NodeOutcome['loopBack']>, level: Level) {
    const ids = [...level.graph.nodes.keys()];
    const target = ids
      .filter((id) => loop.nodeId === id || loop.nodeId.startsWith(`${id}-`))
      .sort((a, b) => b.length - a.length)[0];
    if (!target) return this.fail(`Loop target '${loop.nodeId}' is not a node of this flow`);
    const count = (this.snap.loopCounts[loopId] ?? 0) + 1;
    if (count <= loop.maxLoopCount) {
      this.snap.loopCounts[loopId] = count;
      const region = reachableFrom(level.graph, target);
      for (const id of region) {
        for (const e of level.graph.incoming.get(id) ?? [])
          if (region.has(e.source)) delete level.edges[e.id];
      }
      if (!level.ready.includes(target)) level.ready.push(target);
      return;
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

  private scope(level: Level): TemplateScope {
    const history = this.history();
    return {
      question: this.o.input.question ?? '',
      form: this.o.input.form,
      chatHistory: history,
      runtimeMessagesLength: this.snap.runtimeHistory.length,
      vars: this.o.vars ?? {},
      flow: {
        sessionId: this.o.input.sessionId,
        chatId: this.o.input.chatId,
        chatflowId: this.o.flowId,
        state: structuredClone(this.snap.state),
        input: this.o.input.question ?? '',
      },
      ...(level.iteration ? { iteration: { value: level.iteration.value } } : {}),
      loopCount: Object.values(this.snap.loopCounts).at(-1) ?? 0,
      nodeOutput: (id) => this.snap.outputs[id],
    };
  }

  private history(): ChatMessage[] {
    return [...(this.snap.historyCleared ? [] : (this.o.input.history ?? [])), ...this.snap.runtimeHistory];
  }

  private async execNode(id: string, level: Level): Promise<Done> {
    const node = level.graph.nodes.get(id) as FlowNode;
    const name = node.data.name;
    const label = node.data.label ?? name;
    const start = Date.now();
    const previousNodeIds = (level.graph.incoming.get(id) ?? [])
      .filter((e) => level.edges[e.id] === 'live')
      .map((e) => e.source);
    this.emit('nextAgentFlow', { nodeId: id, nodeLabel: label, status: 'INPROGRESS' });
    const scope = this.scope(level);
    const inputs = resolveDeep(
      node.data.inputs ?? {},
      scope,
      this.o.rawInputKeys?.(name) ?? NO_KEYS,
    ) as Record<string, unknown>;
    const record = (status: ExecutedNode['status'], output: Record<string, unknown>, extra: object = {}) => {
      const end = Date.now();
      const item: ExecutedNode = {
        nodeId: id,
        nodeLabel: label,
        data: {
          id,
          name,
          input: inputs,
          output,
          state: structuredClone(this.snap.state),
          timeMetadata: { start, end, delta: end - start },
          ...extra,
        },
        previousNodeIds,
        status,
        ...(level.iteration
          ? { iterationIndex: level.iteration.index, parentNodeId: level.iteration.parentNodeId }
          : {}),
      };
      this.snap.executedData.push(item);
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
    const resuming = this.resumeAt === id;
    if (resuming) this.resumeAt = undefined;
    const ctx: NodeContext = {
      node,
      inputs,
      flowId: this.o.flowId,
      workspaceId: this.o.workspaceId,
      input: this.o.input,
      state: structuredClone(this.snap.state),
      chatHistory: this.history(),
      runtimeHistory: [...this.snap.runtimeHistory],
      vars: this.o.vars ?? {},
      isLastNode: !level.iteration && (level.graph.outgoing.get(id) ?? []).length === 0,
      streaming: this.o.streaming === true,
      emit: (event, data) => this.emit(event, data),
      signal: this.abort.signal,
      services: this.o.services,
      ...(resuming && this.o.input.humanInput ? { humanInput: this.o.input.humanInput } : {}),
      ...(resuming && this.resumeData !== undefined ? { resume: this.resumeData } : {}),
      ...(level.iteration
        ? { iteration: { index: level.iteration.index, value: level.iteration.value } }
        : {}),
      resolve: (text) => resolveTemplate(text, this.scope(level)),
      addSecret: (value) => {
        if (value) this.secrets.add(value);
      },
    };
    let outcome: NodeOutcome;
    try {
      outcome = await this.untilAborted(executor.run(ctx));
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

  private adopt(
    id: string,
    label: string,
    outcome: NodeOutcome,
    record: (status: ExecutedNode['status'], output: Record<string, unknown>, extra?: object) => void,
  ): Done {
    if (outcome.initialState) this.snap.state = { ...outcome.initialState };
    if (outcome.stateUpdates) this.snap.state = { ...this.snap.state, ...outcome.stateUpdates };
    if (outcome.clearHistory) this.snap.historyCleared = true;
    if (outcome.chatHistory?.length) this.snap.runtimeHistory.push(...outcome.chatHistory);
    if (outcome.usage) {
      this.usage.inputTokens += outcome.usage.inputTokens;
      this.usage.outputTokens += outcome.usage.outputTokens;
      this.usage.totalTokens += outcome.usage.totalTokens;
    }
    const extra = {
      ...(outcome.chatHistory?.length ? { chatHistory: outcome.chatHistory } : {}),
      ...(outcome.usage ? { usageMetadata: outcome.usage } : {}),
    };
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
  private async iterate(node: FlowNode, items: unknown[], parent: Level): Promise<Record<string, unknown>> {
    if (parent.iteration) throw new Error('An Iteration inside an Iteration is not supported');
    const graph = buildGraph(this.o.flow, node.id);
    const results: string[] = [];
    for (const [index, value] of items.entries()) {
      if (this.stopping) throw new StopRun();
      const level: Level = {
        graph,
        edges: {},
        ready: [...graph.roots],
        running: new Set(),
        iteration: { index, value, parentNodeId: node.id },
        lastContent: '',
      };
      await this.walk(level, false);
      if (this.status !== 'INPROGRESS') throw new StopRun();
      results.push(level.lastContent);
    }
    return { content: results.join('\n'), iterationResults: results, iterationCount: items.length };
  }

  /** Rejects as soon as the run is aborted, so an executor that ignores its signal cannot hang the run. */
  private untilAborted<T>(work: Promise<T>): Promise<T> {
    const signal = this.abort.signal;
    if (signal.aborted) return Promise.reject(new Error('Flow execution was cancelled'));
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(new Error('Flow execution was cancelled'));
      signal.addEventListener('abort', onAbort, { once: true });
      work.then(
        (v) => {
          signal.removeEventListener('abort', onAbort);
          resolve(v);
        },
        (e) => {
          signal.removeEventListener('abort', onAbort);
          reject(e);
        },
      );
    });
  }
}
