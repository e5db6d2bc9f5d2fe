import type { TokenUsage } from '../../../host/server/engine/engineTypes.ts';
import type { FlowTrace, TracedToolCall } from '../../../host/server/telemetry/runTrace.ts';
import type { FlowNode } from '../../../node-registry/flow.ts';
import { addUsage } from '../../agentflow/public.ts';
import { safeMessage } from './safeMessage.ts';

/**
 * A span per chatflow node when the run is traced: its build, and for the ending node the answer
 * too, with the tokens reported meanwhile (nodes are built one at a time, so what is reported
 * during a step is that step's) and the tool calls of the answer. Without a trace it only runs.
 * Multi-agent runs use `since`/`record`: an agent's step becomes a span once it is over.
 */
export class StepTrace {
  private usage?: TokenUsage;
  private sinceMs = Date.now();

  constructor(
    private readonly trace: FlowTrace | undefined,
    private readonly secrets: readonly string[],
  ) {}

  report(usage: TokenUsage) {
    if (this.trace) this.usage = this.usage ? addUsage(this.usage, usage) : usage;
  }

  /** The next recorded step starts now, with no tokens yet. */
  since() {
    this.sinceMs = Date.now();
    this.usage = undefined;
  }

  /** A step that started at the last `since` and ends now. */
  record(node: { id: string; type: string; label: string }, tools?: readonly TracedToolCall[]) {
    if (!this.trace) return;
    this.trace
      .node({ nodeId: node.id, nodeType: node.type, label: node.label, startTime: this.sinceMs })
      .end({
        status: 'FINISHED',
        ...(this.usage ? { usage: this.usage } : {}),
        ...(tools?.length ? { tools } : {}),
      });
    this.since();
  }

  async run<T>(
    node: FlowNode,
    body: () => Promise<T>,
    tools?: (value: T) => readonly TracedToolCall[] | undefined,
  ): Promise<T> {
    if (!this.trace) return body();
    this.usage = undefined;
    const span = this.trace.node({
      nodeId: node.id,
      nodeType: node.data.name,
      label: node.data.label || node.data.name,
    });
    try {
      const value = await body();
      const used = tools?.(value);
      span.end({
        status: 'FINISHED',
        ...(this.usage ? { usage: this.usage } : {}),
        ...(used?.length ? { tools: used } : {}),
      });
      return value;
    } catch (err) {
      span.end({ status: 'ERROR', error: safeMessage(err, this.secrets) });
      throw err;
    }
  }
}
