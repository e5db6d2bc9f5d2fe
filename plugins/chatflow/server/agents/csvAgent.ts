import { csvRows, decodeDataUris } from '../../../document-stores/public.ts';
import { runSandboxed } from '../../../../host/server/sandbox/runSandboxed.ts';
import { instanceOf, instancesOf, textInput } from '../componentInputs.ts';
import type { BuildContext, ChatModelInstance, ModerationInstance, ToolInstance } from '../componentTypes.ts';
import { chainComponent } from './chainComponent.ts';
import { moderateInput } from './moderateInput.ts';
import { questionMessage } from './questionMessage.ts';
import { DEFAULT_MAX_ITERATIONS, runToolLoop } from './runToolLoop.ts';

const SAMPLE_ROWS = 5;
const QUERY_TIMEOUT_MS = 10_000;
const MAX_OUTPUT = 4000;

type Table = { columns: string[]; rows: Record<string, string>[] };

/** The CSV file(s) of the node as one table (files must share their header). */
function readTable(ctx: BuildContext): Table | undefined {
  const value = ctx.inputs.csvFile;
  if (value === undefined || value === null || value === '') return undefined;
  let columns: string[] | undefined;
  const rows: Record<string, string>[] = [];
  for (const file of decodeDataUris(value)) {
    const [header, ...body] = csvRows(new TextDecoder().decode(file.bytes).replace(/^\uFEFF/, ''));
    if (!header) continue;
    if (columns && header.join('\u0000') !== columns.join('\u0000'))
      throw new Error(`File '${file.name}' has other columns than the first file`);
    columns = header;
    for (const r of body) rows.push(Object.fromEntries(header.map((c, i) => [c, r[i] ?? ''])));
  }
  return columns ? { columns, rows } : undefined;
}

function describeTable(t: Table): string {
  const line = (cells: string[]) =>
    cells.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');
  const sample = t.rows.slice(0, SAMPLE_ROWS).map((r) => line(t.columns.map((c) => r[c] ?? '')));
  return `The user's CSV table has ${t.rows.length} rows and the columns ${JSON.stringify(t.columns)}. Its first rows:\n${line(t.columns)}\n${sample.join('\n')}\n\nValues are text; convert with Number() to calculate. To answer, call run_javascript with a function body over $rows (an array of objects keyed by column) that returns the figure or rows you need. Answer from its result, never from guesses.`;
}

/** The tool the model queries the table with: JavaScript in the sandbox (time and memory limits, no host access). */
function tableTool(t: Table): ToolInstance {
  return {
    kind: 'tool',
    name: 'run_javascript',
    description:
      'Runs a JavaScript function body over the CSV table and returns its result as JSON. $rows is an array of objects (column name to text value). Example: return $rows.filter(r => Number(r.age) > 30).length;',
    schema: {
      type: 'object',
      properties: { code: { type: 'string', description: 'A function body that returns a value' } },
      required: ['code'],
    },
    async call(args) {
      const result = await runSandboxed({
        code: String(args.code ?? ''),
        args: { rows: t.rows },
        timeoutMs: QUERY_TIMEOUT_MS,
      });
      if (!result.ok) throw new Error(`${result.error.kind}: ${result.error.message}`);
      const text = typeof result.value === 'string' ? result.value : JSON.stringify(result.value);
      return (text ?? 'undefined').slice(0, MAX_OUTPUT);
    },
  };
}

/**
 * CSV Agent: answers about a CSV file. The peer runs pandas in Pyodide; here the model sees the
 * columns and first rows and queries the whole table with JavaScript in the sandbox (a tool call).
 */
export const csvAgent = chainComponent(async (ctx) => {
  const model = instanceOf<ChatModelInstance>(ctx, 'model', 'chatModel');
  const moderations = instancesOf<ModerationInstance>(ctx, 'inputModeration', 'moderation');
  const table = readTable(ctx);
  const own = textInput(ctx, 'systemMessagePrompt');
  const about = table
    ? describeTable(table)
    : 'No CSV file was loaded into this agent; say so if the question needs one.';
  const system = own ? `${own}\n\n${about}` : `You answer questions about a CSV table.\n\n${about}`;
  return async (question, answerCtx) => {
    const refused = await moderateInput(moderations, question, answerCtx.run.signal);
    if (refused) {
      answerCtx.token(refused);
      return { text: refused };
    }
    return runToolLoop(
      {
        model,
        tools: table ? [tableTool(table)] : [],
        system,
        messages: [questionMessage(model, question, answerCtx.run.input)],
        maxIterations: DEFAULT_MAX_ITERATIONS,
      },
      answerCtx,
    );
  };
});
