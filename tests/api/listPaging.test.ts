import { type CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryCounter } from '../../host/server/db/QueryCounter.ts';
import { LIST_SEEDS, PAGED_LISTS } from './listSeeds.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';
import { openTestDatabase } from './testDatabase.ts';

/**
 * Issue 16: list endpoints page on the server (page, limit) and a page costs the same with 20
 * rows as with 2,000: the same statements, and the rows are read with one index scan, no sort.
 * Proved by the statements the server sends and their plans, never by time.
 */
class StatementLog extends QueryCounter {
  sentQueries: CompiledQuery[] = [];
  override sent(query: CompiledQuery, inTransaction: boolean): void {
    super.sent(query, inTransaction);
    this.sentQueries.push(query);
  }
}

const log = new StatementLog();
let server: TestServer;
let flowId: string;

beforeAll(async () => {
  server = await startTestServer({
    env: { PLATFORM_TYPE: 'enterprise' },
    database: await openTestDatabase({ counter: log }),
  });
  const res = await server.fetch('/api/v1/chatflows', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'f', type: 'AGENTFLOW', flowData: '{"nodes":[],"edges":[]}' }),
  });
  flowId = ((await res.json()) as { id: string }).id;
}, 120_000);
afterAll(() => server?.close());

async function get(path: string) {
  const res = await server.fetch(`/api/v1${path}`);
  return { status: res.status, body: (await res.json()) as unknown };
}

/** The statements a paged request sends (its session's lookups are cached after the first). */
async function pageStatements(path: string): Promise<CompiledQuery[]> {
  await get(`${path}?page=1&limit=20`);
  log.sentQueries = [];
  const res = await get(`${path}?page=1&limit=20`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return [...log.sentQueries];
}

describe.each(PAGED_LISTS)('GET %s paged on the server', (path, table, index) => {
  it('answers {data, total} for a page and the plain array without page/limit; same statements with 20 and 2,000 rows; one index scan', async () => {
    const db = server.app.brains.db;
    await LIST_SEEDS[table]?.(20, flowId).execute(db);
    const small = await pageStatements(path(flowId));
    const smallPage = (await get(`${path(flowId)}?page=1&limit=20`)).body as {
      data: unknown[];
      total: number;
    };
    expect(smallPage.data).toHaveLength(20);

    await LIST_SEEDS[table]?.(1980, flowId).execute(db);
    await sql`analyze ${sql.table(table)}`.execute(db);
    const large = await pageStatements(path(flowId));
    const sqls = (qs: CompiledQuery[]) => qs.map((q) => q.sql.slice(0, 120));
    expect(sqls(large)).toEqual(sqls(small));

    const page = (await get(`${path(flowId)}?page=3&limit=20`)).body as {
      data: { id: string }[];
      total: number;
    };
    expect(page.total).toBeGreaterThanOrEqual(2000);
    expect(page.data).toHaveLength(20);
    const limitOnly = (await get(`${path(flowId)}?limit=7`)).body as { data: unknown[] };
    expect(limitOnly.data).toHaveLength(7);
    if (table !== 'execution') {
      // The peer's clients ask without page/limit and expect the array.
      const whole = (await get(path(flowId))).body;
      expect(Array.isArray(whole)).toBe(true);
      expect((whole as unknown[]).length).toBeGreaterThanOrEqual(2000);
    }

    // The statement that reads the page's rows: one index scan of the list's index, no sort.
    const rowsQuery = large.find((q) => /\blimit\b/i.test(q.sql) && q.sql.includes(`"${table}"`));
    expect(rowsQuery, large.map((q) => q.sql).join('\n')).toBeDefined();
    const plan = await db.executeQuery<{ 'QUERY PLAN': string }>({
      ...(rowsQuery as CompiledQuery),
      sql: `explain ${rowsQuery?.sql}`,
    });
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toMatch(new RegExp(`Index Scan( Backward)? using ${index}`));
    expect(text).not.toMatch(/\bSort\b/);
  }, 60_000);
});

describe('bad page and limit values', () => {
  it.each([
    ['/tools?page=0', 'querystring/page'],
    ['/variables?limit=0', 'querystring/limit'],
    ['/apikey?limit=100000', 'querystring/limit'],
    ['/assistants?page=abc', 'querystring/page'],
    ['/credentials?limit=-1', 'querystring/limit'],
    ['/marketplaces/custom?page=1.5', 'querystring/page'],
  ])('GET %s answers 400 naming %s', async (path, field) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toContain(field);
  });
});
