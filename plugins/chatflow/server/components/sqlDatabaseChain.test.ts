import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../../../host/server/db/scratchDatabase.ts';
import { lastUserText, startOpenAITestServer } from '../../../../tests/llm/openaiTestServer.ts';
import { chatflowTestRequest } from '../chatflowTestRequest.ts';
import { testFlow } from '../chatflowTestFlow.ts';
import { runChatflow } from '../runChatflow.ts';

// A real PostgreSQL server (DATABASE_URL), as the data-layer tests use; a scratch database per file.
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('SQL Database Chain on PostgreSQL', () => {
  const llm = { server: undefined as Awaited<ReturnType<typeof startOpenAITestServer>> | undefined };
  let db: ScratchDatabase;
  beforeAll(async () => {
    llm.server = await startOpenAITestServer();
    db = await createScratchDatabase(serverUrl!, 'bs_chatflow_sql');
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await client.query(`create table orders (id int primary key, customer text, total numeric);
      insert into orders values (1, 'ada', 12.5), (2, 'bob', 30), (3, 'ada', 7.5);
      create table secrets (token text); insert into secrets values ('x');`);
    await client.end();
  });
  afterAll(async () => {
    await llm.server?.close();
    await db?.drop();
  });
  beforeEach(() => llm.server?.reset());

  const flow = (inputs: Record<string, unknown> = {}) =>
    testFlow(
      [
        { id: 'model', name: 'chatOpenAI', credential: 'openai' },
        {
          id: 'chain',
          name: 'sqlDatabaseChain',
          inputs: { database: 'postgres', url: db.url, ignoreTables: 'secrets', ...inputs },
        },
      ],
      [['model', 'chain', 'model']],
    );
  const run = (f: ReturnType<typeof flow>, question: string) => {
    const t = chatflowTestRequest(f, {
      question,
      streaming: true,
      credentials: { openai: { openAIApiKey: 'sk-sql' } },
      modelBaseURL: { chatOpenAI: llm.server!.baseURL },
    });
    return { ...t, result: runChatflow(t.req) };
  };

  it('the model sees the tables with sample rows, its query runs, and it answers from the rows', async () => {
    llm.server!.enqueue(
      { text: "```sql\nselect sum(total) as spent from orders where customer = 'ada';\n```" },
      { text: 'Ada spent 20.' },
    );
    const { result, tokens } = run(flow(), 'How much did ada spend?');
    expect(await result).toMatchObject({ status: 'FINISHED', text: 'Ada spent 20.' });
    const schemaPrompt = lastUserText(llm.server!.requests[0]!.body);
    expect(schemaPrompt).toContain('CREATE TABLE "orders" (id integer, customer text, total numeric)');
    expect(schemaPrompt).toContain('"customer":"ada"');
    expect(schemaPrompt).not.toContain('secrets');
    expect(lastUserText(llm.server!.requests[1]!.body)).toContain('[{"spent":"20.0"}]');
    expect(tokens().join('')).toBe('Ada spent 20.');
  });

  it('a query that writes fails inside a read-only transaction and changes nothing', async () => {
    llm.server!.enqueue({ text: 'delete from orders' });
    const { result } = run(flow(), 'remove everything');
    const answer = await result;
    expect(answer.status).toBe('ERROR');
    expect(answer.error).toMatch(/^Sql Database Chain \(chain\): The query failed: .*read-only transaction/);
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    expect((await client.query('select count(*)::int as n from orders')).rows[0].n).toBe(3);
    await client.end();
  });

  it('other databases say they cannot run here; the connection string never shows in an error', async () => {
    const mysql = await run(flow({ database: 'mysql' }), 'q').result;
    expect(mysql.error).toBe(
      'Sql Database Chain (chain): Only PostgreSQL and SQLite databases can be queried here, not mysql',
    );
    const wrong = new URL(db.url);
    wrong.password = 'pw-not-to-leak';
    wrong.pathname = '/no_such_database_here';
    const failed = await run(flow({ url: wrong.toString() }), 'q').result;
    expect(failed.status).toBe('ERROR');
    expect(failed.error).not.toContain('pw-not-to-leak');
  });
});
