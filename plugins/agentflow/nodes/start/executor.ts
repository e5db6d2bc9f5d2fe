import { stateUpdatesFrom } from '../../../../host/server/engine/applyStateUpdates.ts';
import type { NodeExecutor } from '../../../../host/server/engine/engineTypes.ts';

/**
 * Start: the flow's input (question or form) and its initial state. With "persist state" the
 * state kept from the session's previous run overlays the initial keys; an allowed
 * overrideConfig.startState overlays both.
 */
export const startExecutor: NodeExecutor = {
  async run(ctx) {
    const i = ctx.inputs;
    const state: Record<string, unknown> = stateUpdatesFrom(i.startState, '');
    if (i.startPersistState === true && ctx.input.persistedState)
      Object.assign(state, ctx.input.persistedState);
    if (ctx.input.startState) Object.assign(state, ctx.input.startState);
    const output: Record<string, unknown> = {};
    if (i.startInputType === 'formInput') {
      if (!ctx.input.form || typeof ctx.input.form !== 'object') {
        throw new Error('This flow starts with a form: send "form" with the form values');
      }
      output.form = ctx.input.form;
    } else {
      output.question = ctx.input.question ?? '';
    }
    if (i.startEphemeralMemory === true) output.ephemeralMemory = true;
    if (i.startPersistState === true) output.persistState = true;
    return { output, initialState: state, clearHistory: i.startEphemeralMemory === true };
  },
};
