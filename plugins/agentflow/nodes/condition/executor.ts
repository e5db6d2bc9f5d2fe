import type { NodeExecutor } from '../../../../host/server/engine/engineTypes.ts';
import { type ConditionRow, evaluateCondition } from './evaluateCondition.ts';

/**
 * Condition: the first row that holds takes its output; when none holds, the End output (the
 * last handle, index = number of rows) does.
 */
export const conditionExecutor: NodeExecutor = {
  async run(ctx) {
    const rows = Array.isArray(ctx.inputs.conditions) ? (ctx.inputs.conditions as ConditionRow[]) : [];
    const matched = rows.findIndex((row) => evaluateCondition(row));
    const conditions = [
      ...rows.map((row, i) => ({ ...row, isFulfilled: i === matched })),
      { type: 'else', isFulfilled: matched < 0 },
    ];
    const content = matched < 0 ? 'End' : `Condition ${matched}`;
    return { output: { content, conditions }, conditions };
  },
};
