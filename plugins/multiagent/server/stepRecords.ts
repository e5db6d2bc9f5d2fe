import type { ExecutedNode, TokenUsage } from '../../../host/server/engine/engineTypes.ts';
import { addUsage } from '../../agentflow/public.ts';
import type { AgentStep } from './runContext.ts';

type StepNode = { id: string; label: string; type: string };
type StepData = Pick<ExecutedNode['data'], 'input' | 'output' | 'state' | 'error'>;

/**
 * A multi-agent run's steps as its execution record keeps them (the shape agent flows' node runs
 * have, so the Executions page draws them alike): one entry per agent step, with the time since
 * the step before, the tokens spent in it, and the step before as its previous node.
 */
export class StepRecords {
  readonly executed: ExecutedNode[] = [];
  private usage?: TokenUsage;
  private sinceMs = Date.now();

  /** The next step starts now, with no tokens yet. */
  since() {
    this.sinceMs = Date.now();
    this.usage = undefined;
  }

  report(usage: TokenUsage) {
    this.usage = this.usage ? addUsage(this.usage, usage) : usage;
  }

  record(step: AgentStep, type: string) {
    this.push({ id: step.nodeId, label: step.agentName, type }, 'FINISHED', {
      input: step.instructions ? { instructions: step.instructions } : {},
      output: {
        content: step.messages.join('\n'),
        ...(step.next ? { next: step.next } : {}),
        ...(step.usedTools?.length ? { usedTools: step.usedTools } : {}),
      },
      state: step.state ?? {},
    });
  }

  /** A step that failed (its node named by the error): recorded as an ERROR entry. */
  fail(node: StepNode, error: string) {
    this.push(node, 'ERROR', { input: {}, output: {}, state: {}, error });
  }

  private push(node: StepNode, status: 'FINISHED' | 'ERROR', data: StepData) {
    const end = Date.now();
    const previous = this.executed.at(-1);
    this.executed.push({
      nodeId: node.id,
      nodeLabel: node.label,
      data: {
        id: node.id,
        name: node.type,
        ...data,
        timeMetadata: { start: this.sinceMs, end, delta: end - this.sinceMs },
        ...(this.usage ? { usageMetadata: this.usage } : {}),
      },
      previousNodeIds: previous ? [previous.nodeId] : [],
      status,
    });
    this.since();
  }
}
