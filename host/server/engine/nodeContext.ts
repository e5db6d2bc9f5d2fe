import type { FlowNode } from '../../../node-registry/flow.ts';
import type { EmitEvent, NodeContext } from './engineTypes.ts';
import type { FlowLevel } from './FlowLevel.ts';
import { resolveTemplate } from './resolveTemplate.ts';
import type { RunFlowOptions } from './runFlow.ts';
import { runHistory, runScope } from './runScope.ts';
import type { RunSnapshot } from './runSnapshot.ts';

/** The live parts of the run a node's context hands over. */
export interface RunHooks {
  signal: AbortSignal;
  emit: EmitEvent;
  /** The run's secrets: what the node marks secret is added. */
  secrets: Set<string>;
  /** Set when the run resumes at this node (from the snapshot's pause). */
  resuming?: { resume?: unknown };
}

/**
 * What an executor receives for `node` on `level`: copies of the run's state and history as they
 * are now (a node cannot change them behind the run's back; it returns its changes instead), the
 * human's answer only when the run resumes at this node, and hooks back into the run.
 */
export function nodeContext(
  o: RunFlowOptions,
  snap: RunSnapshot,
  level: FlowLevel,
  node: FlowNode,
  inputs: Record<string, unknown>,
  hooks: RunHooks,
): NodeContext {
  const { iteration } = level;
  const { resuming } = hooks;
  return {
    node,
    inputs,
    flowId: o.flowId,
    workspaceId: o.workspaceId,
    input: o.input,
    state: structuredClone(snap.state),
    chatHistory: runHistory(o, snap),
    runtimeHistory: [...snap.runtimeHistory],
    vars: o.vars ?? {},
    isLastNode: !iteration && (level.graph.outgoing.get(node.id) ?? []).length === 0,
    streaming: o.streaming === true,
    emit: hooks.emit,
    signal: hooks.signal,
    services: o.services,
    ...(resuming && o.input.humanInput ? { humanInput: o.input.humanInput } : {}),
    ...(resuming && resuming.resume !== undefined ? { resume: resuming.resume } : {}),
    ...(iteration ? { iteration: { index: iteration.index, value: iteration.value } } : {}),
    resolve: (text) => resolveTemplate(text, runScope(o, snap, iteration)),
    addSecret: (value) => {
      if (value) hooks.secrets.add(value);
    },
  };
}
