import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startOpenAITestServer } from '../../../../tests/llm/openaiTestServer.ts';
import { testRun } from '../componentTestKit.ts';
import type { RetrieverInstance } from '../componentTypes.ts';
import { embeddingsComponent } from '../embeddings/embeddingsComponent.ts';
import { postgresStore } from './postgresStore.ts';

// A real PostgreSQL server (DATABASE_URL); without one there is nothing to connect to.
const url = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL) : undefined;
const openai = await startOpenAITestServer();
const table = `chatflow_pg_${randomUUID().replace(/-/g, '')}`;

afterAll(async () => {
  await openai.close();
  if (!url) return;
  const { Client } = (await import('pg')).default;
  const c = new Client({ connectionString: url.toString() });
  await c.connect();
  await c.query(`drop table if exists "${table}"`);
  await c.end();
});

describe.skipIf(!url)('postgres vector store', () => {
  it('creates the table, upserts documents once, and answers the nearest ones', async () => {
    const build = async (document: unknown[]) => {
      const t = testRun({
        credential: { user: decodeURIComponent(url!.username), password: decodeURIComponent(url!.password) },
        services: { modelBaseURL: { openAIEmbeddings: openai.baseURL } },
      });
      const embeddings = await t.build('openAIEmbeddings', embeddingsComponent('openAIEmbeddings'), {
        modelName: 'words-64',
      });
      return (await t.build('postgres', postgresStore, {
        document,
        embeddings,
        host: url!.hostname,
        port: url!.port || 5432,
        database: url!.pathname.slice(1) || 'postgres',
        tableName: table,
        topK: 1,
      })) as RetrieverInstance;
    };
    const docs = {
      kind: 'documents',
      docs: [
        { pageContent: 'The library opens at nine in the morning', metadata: { source: 'hours' } },
        { pageContent: 'Members may borrow ten books at a time', metadata: { source: 'rules' } },
      ],
    };
    const retriever = await build([docs]);
    const found = await retriever.retrieve('how many books may members borrow', new AbortController().signal);
    expect(found).toEqual([
      expect.objectContaining({
        pageContent: 'Members may borrow ten books at a time',
        metadata: { source: 'rules' },
      }),
    ]);
    // the same documents again: same ids, no second row
    await build([docs]);
    const again = await (await build([])).retrieve('library opening hours', new AbortController().signal);
    expect(again[0]?.pageContent).toBe('The library opens at nine in the morning');
    const { Client } = (await import('pg')).default;
    const c = new Client({ connectionString: url!.toString() });
    await c.connect();
    const rows = await c.query(`select count(*)::int as n from "${table}"`);
    await c.end();
    expect(rows.rows[0].n).toBe(2);
  });
});

describe('postgres vector store, outgoing-address rule', () => {
  it('refuses a private host that HTTP_ALLOW_PRIVATE does not allow, before connecting', async () => {
    const t = testRun({
      credential: { user: 'x', password: 'y' },
      services: { allowPrivate: false, modelBaseURL: { openAIEmbeddings: openai.baseURL } },
    });
    const embeddings = await t.build('openAIEmbeddings', embeddingsComponent('openAIEmbeddings'), {
      modelName: 'words-64',
    });
    await expect(
      t.build('postgres', postgresStore, {
        document: [],
        embeddings,
        host: '10.9.8.7',
        database: 'postgres',
        tableName: table,
      }),
    ).rejects.toThrow(/Refused to connect to 10\.9\.8\.7 .*HTTP_ALLOW_PRIVATE/);
  });
});
