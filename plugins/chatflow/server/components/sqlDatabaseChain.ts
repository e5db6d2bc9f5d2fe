import type { Client } from 'pg';
import { formatPrompt } from '../../common/formatPrompt.ts';
import type {
  Answer,
  AnswerContext,
  ChatflowComponent,
  ChatModelInstance,
  ModerationInstance,
} from '../componentTypes.ts';
import { callModel } from './callModel.ts';
import { moderate } from './moderation.ts';
import { instanceOf, instancesOf } from '../componentInputs.ts';
import { str, num } from './inputValues.ts';

const QUERY_PROMPT = `You write one {dialect} query that answers a question about this database.

{table_info}

Rules: read only (a single SELECT or WITH query); select only the columns you need; unless the question asks for a number of rows, return at most {top_k} rows; quote identifiers when their case matters.

Question: {input}
Reply with the SQL query alone.`;

/** Answer rows the model sees at most, and how long one query may run. */
const MAX_ROWS = 100;
const STATEMENT_TIMEOUT_MS = 10_000;

interface SqlChain {
  model: ChatModelInstance;
  url: string;
  include: string[];
  ignore: string[];
  sampleRows: number;
  topK: number;
  prompt: string;
  moderation: ModerationInstance[];
}

const names = (v: unknown) =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Connects to the address the URL's host resolves to, after the same private-address check as
 * every outgoing request (HTTP_ALLOW_PRIVATE), so a database URL cannot reach inside unasked.
 */
async function connect(url: string, ctx: AnswerContext): Promise<Client> {
  const parsed = URL.parse(url);
  if (!parsed || !/^postgres(ql)?:$/.test(parsed.protocol))
    throw new Error('The database URL must start with postgres://');
  const { resolveAllowedAddresses, systemLookup } = await import(
    '../../../../host/server/sandbox/resolveAllowedAddresses.ts'
  );
  const probe = new URL(`http://${parsed.host || 'localhost'}`);
  const [address] = await resolveAllowedAddresses(probe, ctx.run.services.allowPrivate, systemLookup);
  const { default: pg } = await import('pg');
  // the checked address replaces the name, so a second DNS answer cannot point elsewhere
  if (address) parsed.hostname = address.family === 6 ? `[${address.address}]` : address.address;
  const client = new pg.Client({ connectionString: parsed.toString(), connectionTimeoutMillis: 10_000 });
  await client.connect();
  return client;
}

/** Tables and columns of the schemas on the search path, with a few sample rows each. */
async function tableInfo(client: Client, chain: SqlChain): Promise<string> {
  const { rows } = await client.query<{ table_name: string; column_name: string; data_type: string }>(
    `select table_name, column_name, data_type from information_schema.columns
     where table_schema = any(current_schemas(false)) order by table_name, ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const r of rows)
    tables.set(r.table_name, [...(tables.get(r.table_name) ?? []), `${r.column_name} ${r.data_type}`]);
  const chosen = [...tables.keys()].filter(
    (t) => (!chain.include.length || chain.include.includes(t)) && !chain.ignore.includes(t),
  );
  if (!chosen.length)
    throw new Error('The database has no tables to query (check the included and ignored tables)');
  const parts: string[] = [];
  for (const t of chosen) {
    let text = `CREATE TABLE "${t}" (${tables.get(t)!.join(', ')})`;
    if (chain.sampleRows > 0) {
      const sample = await client.query(`select * from "${t.replace(/"/g, '""')}" limit ${chain.sampleRows}`);
      text += `\n/* ${sample.rows.length} sample rows: ${JSON.stringify(sample.rows)} */`;
    }
    parts.push(text);
  }
  return parts.join('\n\n');
}

const sqlOf = (text: string) =>
  (/```(?:sql)?\s*([\s\S]*?)```/i.exec(text)?.[1] ?? text).trim().replace(/;\s*$/, '');

async function ask(chain: SqlChain, ctx: AnswerContext): Promise<Answer> {
  const refused = await moderate(chain.moderation, ctx.question, ctx.run.signal);
  if (refused) return { text: refused };
  const client = await connect(chain.url, ctx);
  try {
    const info = await tableInfo(client, chain);
    const values = { input: ctx.question, top_k: chain.topK, dialect: 'PostgreSQL', table_info: info };
    const written = await callModel(
      chain.model,
      { messages: [{ role: 'user', content: formatPrompt(chain.prompt, values) }] },
      { signal: ctx.run.signal },
    );
    ctx.reportUsage(written.usage);
    const sql = sqlOf(written.text);
    // the model's query runs read-only with a time limit: a write or a runaway query fails
    await client.query('begin read only');
    await client.query(`set local statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
    let result: { rows: unknown[] };
    try {
      result = await client.query(sql);
    } catch (error) {
      throw new Error(`The query failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await client.query('rollback').catch(() => {});
    }
    const rows = result.rows.slice(0, MAX_ROWS);
    const reply = await callModel(
      chain.model,
      {
        messages: [
          {
            role: 'user',
            content: `Question: ${ctx.question}\nSQL query: ${sql}\nResult rows (JSON): ${JSON.stringify(rows)}\n\nAnswer the question from the result.`,
          },
        ],
      },
      { signal: ctx.run.signal, onToken: ctx.token },
    );
    ctx.reportUsage(reply.usage);
    return { text: reply.text };
  } finally {
    await client.end().catch(() => {});
  }
}

export const sqlDatabaseChainComponent: ChatflowComponent = {
  async init(ctx): Promise<SqlChain> {
    const database = str(ctx.inputs.database) ?? 'postgres';
    if (database !== 'postgres') {
      throw new Error(`Only PostgreSQL databases can be queried here, not ${database}`);
    }
    const url = str(ctx.inputs.url);
    if (!url) throw new Error('Give the database connection string');
    ctx.run.addSecret(url);
    const password = URL.parse(url)?.password;
    if (password) ctx.run.addSecret(decodeURIComponent(password));
    return {
      model: instanceOf<ChatModelInstance>(ctx, 'model', 'chatModel'),
      url,
      include: names(ctx.inputs.includesTables),
      ignore: names(ctx.inputs.ignoreTables),
      sampleRows: Math.max(0, Math.floor(num(ctx.inputs.sampleRowsInTableInfo) ?? 3)),
      topK: Math.max(1, Math.floor(num(ctx.inputs.topK) ?? 10)),
      prompt: str(ctx.inputs.customPrompt) ?? QUERY_PROMPT,
      moderation: instancesOf<ModerationInstance>(ctx, 'inputModeration', 'moderation'),
    };
  },
  answer: (instance, ctx) => ask(instance as SqlChain, ctx),
};
