import type { NodeExecutor } from '../../../../host/server/engine/engineTypes.ts';

/** Iteration: its input must be a JSON array; the engine runs the child nodes once per item. */
export const iterationExecutor: NodeExecutor = {
  async run(ctx) {
    const raw = ctx.inputs.iterationInput;
    let items: unknown = raw;
    if (typeof raw === 'string') {
      try {
        items = JSON.parse(raw);
      } catch {
        throw new Error(`Iteration input is not a JSON array: ${raw.slice(0, 200)}`);
      }
    }
    if (!Array.isArray(items)) throw new Error('Iteration input must be an array');
    return { output: { items }, iterate: { items } };
  },
};
