import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lastUserText, startOpenAITestServer } from '../../../../tests/llm/openaiTestServer.ts';
import { chatflowTestRequest } from '../chatflowTestRequest.ts';
import { testFlow } from '../chatflowTestFlow.ts';
import { runChatflow } from '../runChatflow.ts';
import { sqliteFile } from './sqliteDatabase.ts';

const llm = await startOpenAITestServer();
let dataDir = '';
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bs-sqlite-'));
  await mkdir(join(dataDir, 'sqlite'));
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  db.run(`create table orders (id integer primary key, customer text, total real);
    insert into orders values (1, 'ada', 12.5), (2, 'bob', 30), (3, 'ada', 7.5);`);
  await writeFile(join(dataDir, 'sqlite', 'shop.db'), db.export());
  db.close();
});
afterAll(async () => {
  await llm.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => llm.reset());

const run = (url: string, question: string) => {
  const flow = testFlow(
    [
      { id: 'model', name: 'chatOpenAI', credential: 'openai' },
      { id: 'chain', name: 'sqlDatabaseChain', inputs: { database: 'sqlite', url } },
    ],
    [['model', 'chain', 'model']],
  );
  const t = chatflowTestRequest(flow, {
    question,
    credentials: { openai: { openAIApiKey: 'sk-sql' } },
    modelBaseURL: { chatOpenAI: llm.baseURL },
    dataDir,
  });
  return runChatflow(t.req);
};

describe('SQL Database Chain on a SQLite file', () => {
  it('the model sees the SQLite tables with sample rows, its query runs on a thread, it answers from the rows', async () => {
    llm.enqueue(
      { text: "select sum(total) as spent from orders where customer = 'ada'" },
      { text: 'Ada spent 20.' },
    );
    expect(await run('shop.db', 'How much did ada spend?')).toMatchObject({
      status: 'FINISHED',
      text: 'Ada spent 20.',
    });
    const schema = lastUserText(llm.requests[0]!.body);
    expect(schema).toContain('write one SQLite query');
    expect(schema).toContain('CREATE TABLE "orders" (id INTEGER, customer TEXT, total REAL)');
    expect(schema).toContain('"customer":"bob"');
    expect(lastUserText(llm.requests[1]!.body)).toContain('[{"spent":20}]');
  });

  it('a write is refused (the file is read, never written)', async () => {
    llm.enqueue({ text: 'delete from orders' });
    const answer = await run('shop.db', 'remove everything');
    expect(answer.status).toBe('ERROR');
    expect(answer.error).toMatch(/The query failed: .*readonly/i);
  });

  it('a query that never ends is stopped after the time limit, and the server goes on meanwhile', {
    timeout: 60_000,
  }, async () => {
    llm.enqueue({
      text: 'with recursive n(x) as (select 1 union all select x + 1 from n) select count(*) from n',
    });
    const answer = run('shop.db', 'count forever');
    // the event loop is free while the query runs on its thread
    const ticked = await new Promise<boolean>((r) => setTimeout(() => r(true), 200));
    expect(ticked).toBe(true);
    const result = await answer;
    expect(result.status).toBe('ERROR');
    expect(result.error).toMatch(/ran longer than 10 s and was stopped/);
  });

  it('a file outside DATA_DIR/sqlite, or one that is not there, fails naming the folder', async () => {
    expect(() => sqliteFile(dataDir, '../keys/secret.db')).toThrow(/inside the data folder's sqlite folder/);
    expect((await run('../../etc/passwd', 'q')).error).toMatch(/inside the data folder's sqlite folder/);
    expect((await run('missing.db', 'q')).error).toMatch(/There is no SQLite file 'missing.db'/);
    // the peer's absolute paths are read as names inside the folder
    expect(sqliteFile(dataDir, '/shop.db')).toBe(join(dataDir, 'sqlite', 'shop.db'));
  });
});
