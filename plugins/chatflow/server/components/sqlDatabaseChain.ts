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
import { pgDatabase } from '../sql/pgDatabase.ts';
import { quoteName, type SqlDatabase } from '../sql/SqlDatabase.ts';
import { sqliteDatabase } from '../sql/sqliteDatabase.ts';

const QUERY_PROMPT = `You write one {dialect} query that answers a question about this database.

{table_info}

Rules: read only (a single SELECT or WITH query); select only the columns you need; unless the question asks for a number of rows, return at most {top_k} rows; quote identifiers when their case matters.

Question: {input}
Reply with the SQL query alone.`;

/** Answer rows the model sees at most. */
const MAX_ROWS = 100;

interface SqlChain {
  model: ChatModelInstance;
  /** 'postgres' (url is a connection string) or 'sqlite' (url is a file in DATA_DIR/sqlite). */
  database: 'postgres' | 'sqlite';
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

/** Tables and columns (those included, none ignored), with a few sample rows each. */
async function tableInfo(db: SqlDatabase, chain: SqlChain): Promise<string> {
  const tables = new Map<string, string[]>();
  for (const c of await db.columns())
    tables.set(c.table, [...(tables.get(c.table) ?? []), `${c.column} ${c.type}`]);
  const chosen = [...tables.keys()].filter(
    (t) => (!chain.include.length || chain.include.includes(t)) && !chain.ignore.includes(t),
  );
  if (!chosen.length)
    throw new Error('The database has no tables to query (check the included and ignored tables)');
  const parts: string[] = [];
  for (const t of chosen) {
    let text = `CREATE TABLE ${quoteName(t)} (${tables.get(t)!.join(', ')})`;
    if (chain.sampleRows > 0) {
      const sample = await db.sample(t, chain.sampleRows);
      text += `\n/* ${sample.length} sample rows: ${JSON.stringify(sample)} */`;
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
  const db =
    chain.database === 'sqlite' ? await sqliteDatabase(chain.url, ctx) : await pgDatabase(chain.url, ctx);
  const stop = () => void db.close();
  ctx.run.signal.addEventListener('abort', stop, { once: true });
  try {
    const info = await tableInfo(db, chain);
    const values = { input: ctx.question, top_k: chain.topK, dialect: db.dialect, table_info: info };
    const written = await callModel(
      chain.model,
      { messages: [{ role: 'user', content: formatPrompt(chain.prompt, values) }] },
      { signal: ctx.run.signal },
    );
    ctx.reportUsage(written.usage);
    const sql = sqlOf(written.text);
    let rows: unknown[];
    try {
      rows = await db.readOnly(sql, MAX_ROWS);
    } catch (error) {
      throw new Error(`The query failed: ${error instanceof Error ? error.message : String(error)}`);
    }
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
    ctx.run.signal.removeEventListener('abort', stop);
    await db.close();
  }
}

export const sqlDatabaseChainComponent: ChatflowComponent = {
  async init(ctx): Promise<SqlChain> {
    const database = str(ctx.inputs.database) ?? 'postgres';
    if (database !== 'postgres' && database !== 'sqlite') {
      throw new Error(`Only PostgreSQL and SQLite databases can be queried here, not ${database}`);
    }
    const url = str(ctx.inputs.url);
    if (!url) throw new Error('Give the database connection string (or, for SQLite, the file)');
    if (database === 'postgres') {
      ctx.run.addSecret(url);
      const password = URL.parse(url)?.password;
      if (password) ctx.run.addSecret(decodeURIComponent(password));
    }
    return {
      model: instanceOf<ChatModelInstance>(ctx, 'model', 'chatModel'),
      database,
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
