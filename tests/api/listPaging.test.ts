import { type CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryCounter } from '../../host/server/db/QueryCounter.ts';
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

/** n rows of each list's table in the workspace 'default', newest first by a second apart. */
const SEED: Record<string, (n: number) => ReturnType<typeof sql>> = {
  tool: (n) => sql`insert into tool (id, workspace_id, name, description, color, schema, func, updated_date)
    select gen_random_uuid()::text, 'default', 't' || i || '-' || ${n}, 'd', '#fff', '[]', 'return 1', now() - (i || ' s')::interval
    from generate_series(1, ${n}) i`,
  variable: (n) => sql`insert into variable (id, workspace_id, name, value, type, updated_date)
    select gen_random_uuid()::text, 'default', 'v' || i || '-' || ${n}, 'x', 'static', now() - (i || ' s')::interval
    from generate_series(1, ${n}) i`,
  credential: (
    n,
  ) => sql`insert into credential (id, workspace_id, name, credential_name, encrypted_data, iv, tag, updated_date)
    select gen_random_uuid()::text, 'default', 'c' || i || '-' || ${n}, 'openAIApi', 'x', 'x', 'x', now() - (i || ' s')::interval
    from generate_series(1, ${n}) i`,
  apikey: (n) => sql`insert into apikey (id, workspace_id, key_name, key_hash, key_prefix, created_date)
    select gen_random_uuid()::text, 'default', 'k' || i || '-' || ${n}, gen_random_uuid()::text, 'p', now() - (i || ' s')::interval
    from generate_series(1, ${n}) i`,
  assistant: (n) => sql`insert into assistant (id, workspace_id, type, details, updated_date)
    select gen_random_uuid()::text, 'default', 'CUSTOM', '{"name":"a"}', now() - (i || ' s')::interval
    from generate_series(1, ${n}) i`,
  dataset: (n) => sql`insert into dataset (id, workspace_id, name, updated_date)
    select gen_random_uuid()::text, 'default', 'd' || i, now() - (i || ' s')::interval
    from generate_series(1, ${n}) i`,
  evaluator: (n) => sql`insert into evaluator (id, workspace_id, name, type, config, updated_date)
    select gen_random_uuid()::text, 'default', 'e' || i, 'text', '{"operator":"contains","value":"x"}', now() - (i || ' s')::interval
    from generate_series(1, ${n}) i`,
  evaluation: (
    n,
  ) => sql`insert into evaluation (id, workspace_id, group_id, version, name, dataset_id, dataset_name, flows, evaluators, concurrency, status, summary, run_date)
    select gen_random_uuid()::text, 'default', gen_random_uuid()::text, 1, 'r' || i, 'd', 'd', '[]', '[]', 1, 'completed',
      '{"total":0,"done":0,"passed":0,"failed":0,"errors":0,"passRate":null,"averageLatencyMs":null,"totalTokens":0,"totalCostUsd":0,"latencyBuckets":[]}',
      now() - (i || ' s')::interval
    from generate_series(1, ${n}) i`,
  custom_template: (
    n,
  ) => sql`insert into custom_template (id, workspace_id, name, flow_data, type, updated_date)
    select gen_random_uuid()::text, 'default', 'm' || i, '{"nodes":[],"edges":[]}', 'Chatflow', now() - (i || ' s')::interval
    from generate_series(1, ${n}) i`,
  document_store: (n) => sql`insert into document_store (id, workspace_id, name, updated_date)
    select gen_random_uuid()::text, 'default', 's' || i || '-' || ${n}, now() - (i || ' s')::interval
    from generate_series(1, ${n}) i`,
  chat_message: (
    n,
  ) => sql`insert into chat_message (id, workspace_id, chatflow_id, chat_id, session_id, role, content, created_date)
    select gen_random_uuid()::text, 'default', ${flowId}, 'c', 's', 'userMessage', 'q' || i, now() - (i || ' s')::interval
    from generate_series(1, ${n}) i`,
  execution: (
    n,
  ) => sql`insert into execution (id, workspace_id, agentflow_id, session_id, state, execution_data, created_date)
    select gen_random_uuid()::text, 'default', ${flowId}, 's', 'FINISHED', '[]', now() - (i || ' s')::interval
    from generate_series(1, ${n}) i`,
};

/** Each list route (page 1 of 20), the table its rows come from and the index a page reads. */
const LISTS: [path: () => string, table: string, index: string][] = [
  [() => '/tools', 'tool', 'tool_workspace_updated_idx'],
  [() => '/variables', 'variable', 'variable_workspace_updated_idx'],
  [() => '/credentials', 'credential', 'credential_workspace_updated_idx'],
  [() => '/apikey', 'apikey', 'apikey_workspace_created_idx'],
  [() => '/assistants', 'assistant', 'assistant_workspace_updated_idx'],
  [() => '/datasets', 'dataset', 'dataset_workspace_updated_idx'],
  [() => '/evaluators', 'evaluator', 'evaluator_workspace_updated_idx'],
  [() => '/evaluations', 'evaluation', 'evaluation_workspace_run_idx'],
  [() => '/marketplaces/custom', 'custom_template', 'custom_template_workspace_updated_idx'],
  [() => '/document-store/store', 'document_store', 'document_store_workspace_updated_idx'],
  [() => `/chatmessage/${flowId}`, 'chat_message', 'chat_message_flow_created_idx'],
  [() => '/executions', 'execution', 'execution_workspace_created_idx'],
];

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

describe.each(LISTS)('GET %s paged on the server', (path, table, index) => {
  it('answers {data, total} for a page and the plain array without page/limit; same statements with 20 and 2,000 rows; one index scan', async () => {
    const db = server.app.brains.db;
    await SEED[table]?.(20).execute(db);
    const small = await pageStatements(path());
    const smallPage = (await get(`${path()}?page=1&limit=20`)).body as { data: unknown[]; total: number };
    expect(smallPage.data).toHaveLength(20);

    await SEED[table]?.(1980).execute(db);
    await sql`analyze ${sql.table(table)}`.execute(db);
    const large = await pageStatements(path());
    const sqls = (qs: CompiledQuery[]) => qs.map((q) => q.sql.slice(0, 120));
    expect(sqls(large)).toEqual(sqls(small));

    const page = (await get(`${path()}?page=3&limit=20`)).body as { data: { id: string }[]; total: number };
    expect(page.total).toBeGreaterThanOrEqual(2000);
    expect(page.data).toHaveLength(20);
    const limitOnly = (await get(`${path()}?limit=7`)).body as { data: unknown[] };
    expect(limitOnly.data).toHaveLength(7);
    if (table !== 'execution') {
      // The peer's clients ask without page/limit and expect the array.
      const whole = (await get(path())).body;
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
