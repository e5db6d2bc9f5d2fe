import { evaluateExpression } from '../../common/evaluateExpression.ts';
import type { ChatflowComponent, ToolInstance } from '../componentTypes.ts';

/** Calculator: arithmetic for agents, evaluated by a parser (no eval). */
export const calculator: ChatflowComponent = {
  async init(): Promise<ToolInstance> {
    return {
      kind: 'tool',
      name: 'calculator',
      description:
        'Evaluates an arithmetic expression and returns the number. Use it for any calculation. Supports + - * / % ^, parentheses, sqrt, abs, round, floor, ceil, min, max, pow, ln, log, sin, cos, tan, pi and e.',
      schema: {
        type: 'object',
        properties: { input: { type: 'string', description: 'The expression, e.g. (3 + 4) * 2 ^ 3' } },
        required: ['input'],
      },
      async call(args) {
        const expression = String(args.input ?? args.expression ?? '');
        const value = evaluateExpression(expression);
        return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
      },
    };
  },
};
