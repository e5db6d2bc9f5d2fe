import type { FlowNode } from '../../../node-registry/flow.ts';
import { shortReason } from '../../agentflow/public.ts';

/** A failure that belongs to a node other than the one being built (checked before the run). */
export class NodeFailure extends Error {
  constructor(
    readonly node: FlowNode,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'NodeFailure';
  }
}

/**
 * An error as the caller may see it: its first line, short, with every secret of the run (API
 * keys, passwords) cut out, in case a library put one in its message.
 */
export function safeMessage(error: unknown, secrets: readonly string[]): string {
  let text = error instanceof Error ? error.message : typeof error === 'string' ? error : 'failed';
  for (const s of secrets) if (s.length >= 4) text = text.split(s).join('[redacted]');
  return shortReason(text, 300) || 'failed';
}
