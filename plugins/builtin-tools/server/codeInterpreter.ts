import type { ToolProvider } from '../../../host/server/engine/toolProvider.ts';
import { runSandboxed } from '../../../host/server/sandbox/runSandboxed.ts';
import { num, plainText } from './configValues.ts';

/**
 * Code Interpreter: the model's JavaScript runs in the server's sandbox (QuickJS, no Node APIs),
 * with fetch through the guarded fetch; its return value and console output are the answer.
 */
export const codeInterpreter: ToolProvider = {
  name: 'codeInterpreter',
  label: 'Code Interpreter',
  description: 'Runs JavaScript the model writes in a sandbox and answers its result',
  category: 'Tools',
  inputs: [
    {
      label: 'Timeout (s)',
      name: 'timeoutS',
      type: 'number',
      default: 10,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Tool Description',
      name: 'description',
      type: 'string',
      rows: 3,
      optional: true,
      additionalParams: true,
    },
  ],
  async tools(c, ctx) {
    return [
      {
        name: 'code_interpreter',
        description:
          plainText(c.description) ||
          'Runs JavaScript (an async function body) and answers what it returns and logs. Use it for calculations and data work.',
        schema: {
          type: 'object',
          properties: { code: { type: 'string', description: 'JavaScript; `return` the result' } },
          required: ['code'],
        },
        async run(args) {
          const r = await runSandboxed({
            code: String(args.code ?? args.input ?? ''),
            timeoutMs: Math.min(num(c, 'timeoutS', 10), 60) * 1000,
            fetch: ctx.fetch,
            vars: ctx.vars,
          });
          const logs = r.logs.map((l) => `[${l.level}] ${l.message}`).join('\n');
          if (!r.ok) throw new Error(`${r.error.kind}: ${r.error.message}${logs ? `\n${logs}` : ''}`);
          const value = typeof r.value === 'string' ? r.value : JSON.stringify(r.value);
          return logs ? `${value ?? ''}\n${logs}` : (value ?? '');
        },
      },
    ];
  },
};
