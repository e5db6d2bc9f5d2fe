import type { ChatMessage } from './engineTypes.ts';
import type { TemplateScope } from './resolveTemplate.ts';
import type { RunFlowOptions } from './runFlow.ts';
import type { RunSnapshot } from './runSnapshot.ts';

/** The parts of a run's options that nodes can read. */
export type RunScopeOptions = Pick<RunFlowOptions, 'input' | 'vars' | 'flowId'>;

/**
 * The chat history a node sees: the messages from before the run (unless Start's ephemeral memory
 * dropped them) and the ones this run added so far.
 */
export function runHistory(o: RunScopeOptions, snap: RunSnapshot): ChatMessage[] {
  return [...(snap.historyCleared ? [] : (o.input.history ?? [])), ...snap.runtimeHistory];
}

/**
 * What a node's `{{ ... }}` references read at this point of the run. Built fresh for each use:
 * the state and history move as nodes finish, and the state is copied so a template cannot change it.
 */
export function runScope(
  o: RunScopeOptions,
  snap: RunSnapshot,
  iteration?: { value: unknown },
): TemplateScope {
  return {
    question: o.input.question ?? '',
    form: o.input.form ?? snap.form,
    chatHistory: runHistory(o, snap),
    runtimeMessagesLength: snap.runtimeHistory.length,
    vars: o.vars ?? {},
    flow: {
      sessionId: o.input.sessionId,
      chatId: o.input.chatId,
      chatflowId: o.flowId,
      state: structuredClone(snap.state),
      input: o.input.question ?? '',
    },
    ...(iteration ? { iteration: { value: iteration.value } } : {}),
    loopCount: Object.values(snap.loopCounts).at(-1) ?? 0,
    nodeOutput: (id) => snap.outputs[id],
  };
}
