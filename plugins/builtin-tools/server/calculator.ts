import type { ToolProvider } from '../../../host/server/engine/toolProvider.ts';
import { evaluateExpression } from '../common/evaluateExpression.ts';

/** Calculator: arithmetic for agents, evaluated by a parser (no eval). */
export const calculator: ToolProvider = {
  name: 'calculator',
  label: 'Calculator',
  description: 'Perform calculations on response',
  category: 'Tools',
  inputs: [],
  async tools() {
    return [
      {
        name: 'calculator',
        description:
          'Evaluates an arithmetic expression and returns the number. Use it for any calculation. Supports + - * / % ^, parentheses, sqrt, abs, round, floor, ceil, min, max, pow, ln, log, sin, cos, tan, pi and e.',
        schema: {
          type: 'object',
          properties: { input: { type: 'string', description: 'The expression, e.g. (3 + 4) * 2 ^ 3' } },
          required: ['input'],
        },
        async run(args) {
          const value = evaluateExpression(String(args.input ?? args.expression ?? ''));
          return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
        },
      },
    ];
  },
};
