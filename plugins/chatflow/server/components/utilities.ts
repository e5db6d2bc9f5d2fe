import type { SandboxTool } from '../../../../host/server/sandbox/sandboxTypes.ts';
import { instancesOf } from '../componentInputs.ts';
import type { BranchInstance, BuildContext, ChatflowComponent, ToolInstance } from '../componentTypes.ts';
import { str } from './inputValues.ts';

/** The function's input variables: a JSON object whose JSON-looking strings are parsed. */
function inputVariables(raw: unknown): Record<string, unknown> {
  const list = Array.isArray(raw) ? raw : [raw];
  const out: Record<string, unknown> = {};
  for (const item of list) {
    if (item === undefined || item === null || item === '') continue;
    let obj: unknown = item;
    if (typeof item === 'string') {
      try {
        obj = JSON.parse(item);
      } catch {
        throw new Error('Input Variables must be a JSON object');
      }
    }
    if (!obj || typeof obj !== 'object' || Array.isArray(obj))
      throw new Error('Input Variables must be a JSON object');
    for (const [k, v] of Object.entries(obj)) {
      let value = v;
      if (typeof v === 'string' && /^\s*[[{]/.test(v)) {
        try {
          value = JSON.parse(v);
        } catch {
          // a string that only looks like JSON stays a string
        }
      }
      out[k] = value;
    }
  }
  return out;
}

/**
 * The node's Additional Tools as the code sees them, `$tools.<name>.invoke(input)` as in the peer: a
 * text input reaches the tool as `{ input }`, the way single-input tools take it.
 */
function sandboxTools(ctx: BuildContext): SandboxTool[] {
  return instancesOf<ToolInstance>(ctx, 'tools', 'tool').map((tool) => ({
    name: tool.name,
    description: tool.description,
    call: (input, signal) =>
      tool.call(
        input && typeof input === 'object' && !Array.isArray(input)
          ? (input as Record<string, unknown>)
          : {
              input:
                input === null || input === undefined
                  ? ''
                  : typeof input === 'string'
                    ? input
                    : JSON.stringify(input),
            },
        signal,
      ),
  }));
}

/**
 * Runs user code in the sandbox the way the peer's chatflow functions see it: $input is the
 * question (unless an input variable is named "input"), $<name> each input variable, $vars and
 * $flow (chatflowId, sessionId, chatId, input).
 */
async function runFunction(ctx: BuildContext, code: string, label: string): Promise<unknown> {
  if (!code.trim()) throw new Error(`${label} is empty`);
  const args = inputVariables(ctx.inputs.functionInputVariables);
  const { runSandboxed } = await import('../../../../host/server/sandbox/runSandboxed.ts');
  const { createGuardedFetch } = await import('../../../../host/server/sandbox/guardedFetch.ts');
  const { createGuardedSql } = await import('../../../../host/server/sandbox/modules/guardedSql.ts');
  const question = ctx.run.input.question ?? '';
  const result = await runSandboxed({
    code: Object.hasOwn(args, 'input') ? code : `const $input = $flow.input;\n${code}`,
    args,
    vars: ctx.run.vars,
    flow: {
      chatflowId: ctx.run.flowId,
      sessionId: ctx.run.input.sessionId,
      chatId: ctx.run.input.chatId,
      input: question,
    },
    timeoutMs: Number(process.env.SANDBOX_TIMEOUT_MS) || 10_000,
    fetch: createGuardedFetch({ allowPrivate: ctx.run.services.allowPrivate }),
    sql: createGuardedSql({ allowPrivate: ctx.run.services.allowPrivate }),
    tools: sandboxTools(ctx),
  });
  if (!result.ok) throw new Error(`${label} failed (${result.error.kind}): ${result.error.message}`);
  return result.value;
}

const asText = (v: unknown) =>
  typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v);

const customFunction: ChatflowComponent = {
  async init(ctx) {
    const code = String(ctx.inputs.javascriptFunction ?? '');
    // as an ending node the function runs when the flow answers, not while it is built
    if (ctx.node.data.outputs?.output === 'EndingNode') return { code };
    return runFunction(ctx, code, 'The function');
  },
  async answer(instance, ctx) {
    const ending = instance as { code?: unknown } | null;
    const value =
      ending && typeof ending === 'object' && typeof ending.code === 'string'
        ? await runFunction(ctx, ending.code, 'The function')
        : instance;
    return { text: asText(value), ...(value && typeof value === 'object' ? { json: value } : {}) };
  },
};

const ifElseFunction: ChatflowComponent = {
  async init(ctx): Promise<BranchInstance> {
    const yes = await runFunction(ctx, String(ctx.inputs.ifFunction ?? ''), 'The If function');
    if (yes) return { kind: 'branch', output: 'returnTrue', value: yes };
    const no = await runFunction(ctx, String(ctx.inputs.elseFunction ?? ''), 'The Else function');
    return { kind: 'branch', output: 'returnFalse', value: no };
  },
};

const setVariable: ChatflowComponent = {
  async init(ctx) {
    const name = str(ctx.inputs.variableName);
    if (!name) throw new Error('Give the variable a name');
    const raw = ctx.inputs.input;
    const value = Array.isArray(raw) && raw.length <= 1 ? raw[0] : raw;
    ctx.variables.set(name, value);
    return value;
  },
};

const getVariable: ChatflowComponent = {
  async init(ctx) {
    const name = str(ctx.inputs.variableName);
    if (!name) throw new Error('Give the name of the variable to read');
    if (!ctx.variables.has(name))
      throw new Error(`No Set Variable node has stored '${name}' before this node`);
    return ctx.variables.get(name);
  },
};

export const utilityComponents: Record<string, ChatflowComponent> = {
  customFunction,
  ifElseFunction,
  setVariable,
  getVariable,
};
