import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './startTestServer.ts';

/**
 * Issue 16: the paged lists search on the server (`search`), so their
 * pages never download the whole list. Case-insensitive, inside the columns the page shows, the
 * total counting the matches; LIKE's wildcards in the text are taken literally.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { PLATFORM_TYPE: 'enterprise' } });
  const db = server.app.brains.db;
  // 30 rows per list, 12 of them holding "Weather" somewhere the page searches, one with a literal %.
  await sql`insert into tool (id, workspace_id, name, description, color, schema, func, updated_date)
    select gen_random_uuid()::text, 'default',
      case when i <= 6 then 'weather_' || i else 'tool_' || i end,
      case when i between 7 and 12 then 'Asks the WEATHER service' when i = 13 then '100% sure' else 'other' end,
      '#fff', '[]', 'return 1', now() - (i || ' s')::interval
    from generate_series(1, 30) i`.execute(db);
  await sql`insert into variable (id, workspace_id, name, value, type, updated_date)
    select gen_random_uuid()::text, 'default', 'var_' || i,
      case when i <= 12 then 'weather' || i else 'x' end, case when i = 30 then 'runtime' else 'static' end,
      now() - (i || ' s')::interval
    from generate_series(1, 30) i`.execute(db);
  await sql`insert into credential (id, workspace_id, name, credential_name, encrypted_data, iv, tag, updated_date)
    select gen_random_uuid()::text, 'default', case when i <= 12 then 'Weather key ' || i else 'key_' || i end,
      case when i = 30 then 'anthropicApi' else 'openAIApi' end, 'x', 'x', 'x', now() - (i || ' s')::interval
    from generate_series(1, 30) i`.execute(db);
  await sql`insert into custom_mcp_server (id, workspace_id, name, server_url, updated_date)
    select gen_random_uuid()::text, 'default',
      case when i <= 6 then 'Weather ' || i when i = 13 then '100% up' else 'mcp_' || i end,
      case when i between 7 and 12 then 'https://weather.example/mcp/' || i else 'https://x.example/' || i end,
      now() - (i || ' s')::interval
    from generate_series(1, 30) i`.execute(db);
}, 120_000);
afterAll(() => server?.close());

async function get(path: string) {
  const res = await server.fetch(`/api/v1${path}`);
  return { status: res.status, body: (await res.json()) as { data: { name: string }[]; total: number } };
}

describe.each(['/tools', '/variables', '/credentials', '/custom-mcp-servers'])('GET %s?search=', (path) => {
  it('answers the matching rows a page at a time with their total, case-insensitive', async () => {
    const first = await get(`${path}?search=wEaThEr&page=1&limit=5`);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(12);
    expect(first.body.data).toHaveLength(5);
    const third = await get(`${path}?search=wEaThEr&page=3&limit=5`);
    expect(third.body.total).toBe(12);
    expect(third.body.data).toHaveLength(2);
    const names = new Set([...first.body.data, ...third.body.data].map((r) => r.name));
    expect(names.size).toBe(7);
    // Without page and limit the peer's plain array, filtered too.
    const whole = (await server.fetch(`/api/v1${path}?search=weather`).then((r) => r.json())) as unknown[];
    expect(whole).toHaveLength(12);
    // A blank search is no filter.
    expect((await get(`${path}?search=%20&page=1&limit=5`)).body.total).toBe(30);
    expect((await get(`${path}?search=nothing-like-it&page=1&limit=5`)).body).toEqual({ data: [], total: 0 });
  });

  it('takes % and _ literally', async () => {
    expect((await get(`${path}?search=${encodeURIComponent('%')}&page=1&limit=50`)).body.total).toBe(
      path === '/tools' || path === '/custom-mcp-servers' ? 1 : 0,
    );
    const underscores: Record<string, number> = { '/credentials': 18, '/custom-mcp-servers': 23 };
    expect((await get(`${path}?search=_&page=1&limit=50`)).body.total).toBe(underscores[path] ?? 30);
  });
});

it('searches a variable by type and a credential by its type’s name and label', async () => {
  expect((await get('/variables?search=RUNTIME&page=1&limit=5')).body.total).toBe(1);
  expect((await get('/credentials?search=anthropicapi&page=1&limit=5')).body.total).toBe(1);
  const label = await get('/credentials?search=anthropic&page=1&limit=5');
  expect(label.body.data.map((r) => r.name)).toEqual(['key_30']);
});

it('searches an API key by its name and by the names of the flows bound to it', async () => {
  const db = server.app.brains.db;
  await sql`insert into apikey (id, workspace_id, key_name, key_hash, key_prefix, created_date)
    select 'key-' || i, 'default', case when i <= 3 then 'Weather key ' || i else 'key_' || i end,
      'hash-' || i, 'pfx' || i, now() - (i || ' s')::interval
    from generate_series(1, 30) i`.execute(db);
  await sql`insert into chat_flow (id, workspace_id, name, flow_data, type, apikey_id)
    values (gen_random_uuid()::text, 'default', 'Weather bot', '{}', 'AGENTFLOW', 'key-20'),
           (gen_random_uuid()::text, 'default', 'Other bot', '{}', 'AGENTFLOW', 'key-21')`.execute(db);
  const found = await get('/apikey?search=WEATHER&page=1&limit=10');
  expect(found.status).toBe(200);
  expect(found.body.total).toBe(4);
  expect(found.body.data.map((k) => (k as unknown as { keyName: string }).keyName).sort()).toEqual([
    'Weather key 1',
    'Weather key 2',
    'Weather key 3',
    'key_20',
  ]);
  expect((await get('/apikey?search=%20&page=1&limit=5')).body.total).toBe(30);
  const bad = await server.fetch(`/api/v1/apikey?search=${'a'.repeat(201)}`);
  expect(bad.status).toBe(400);
});

it('searches an assistant by the name and instructions in its details, not the rest of them', async () => {
  const db = server.app.brains.db;
  // 30 assistants: 6 named Weather, 6 instructed about the weather (2 of them the peer's
  // "instruction"), one whose model alone says weather, one quoting, one with % in its name.
  await sql`insert into assistant (id, workspace_id, type, details, updated_date)
    select gen_random_uuid()::text, 'default', 'CUSTOM', json_build_object(
        'name', case when i <= 6 then 'Weather ' || i when i = 14 then '100% help' else 'helper_' || i end,
        case when i in (11, 12) then 'instruction' else 'instructions' end,
        case when i between 7 and 12 then 'Tell the WEATHER' when i = 15 then 'Say "hi" first' else 'Be kind' end,
        'model', case when i = 13 then 'weather-model' else 'gpt' end)::text,
      now() - (i || ' s')::interval
    from generate_series(1, 30) i`.execute(db);
  const found = await get('/assistants?search=wEaThEr&page=1&limit=5');
  expect(found.status).toBe(200);
  expect(found.body.total).toBe(12);
  expect(found.body.data).toHaveLength(5);
  expect((await get('/assistants?search=weather&page=3&limit=5')).body.data).toHaveLength(2);
  expect((await get(`/assistants?search=${encodeURIComponent('"hi"')}&page=1&limit=5`)).body.total).toBe(1);
  expect((await get(`/assistants?search=${encodeURIComponent('%')}&page=1&limit=5`)).body.total).toBe(1);
  expect((await get('/assistants?search=model&page=1&limit=5')).body.total).toBe(0);
  expect((await get('/assistants?search=%20&page=1&limit=5')).body.total).toBe(30);
});

it('searches a dataset by name and description, an evaluator by name, type and type label', async () => {
  const db = server.app.brains.db;
  await sql`insert into dataset (id, workspace_id, name, description, updated_date)
    select gen_random_uuid()::text, 'default', case when i <= 6 then 'Weather set ' || i else 'set_' || i end,
      case when i between 7 and 12 then 'questions about the WEATHER' else '' end, now() - (i || ' s')::interval
    from generate_series(1, 30) i`.execute(db);
  await sql`insert into evaluator (id, workspace_id, name, type, config, updated_date)
    select gen_random_uuid()::text, 'default', case when i <= 12 then 'Weather check ' || i else 'check_' || i end,
      case when i = 30 then 'llm' else 'text' end, '{"operator":"contains","value":"x"}', now() - (i || ' s')::interval
    from generate_series(1, 30) i`.execute(db);
  for (const path of ['/datasets', '/evaluators']) {
    const first = await get(`${path}?search=wEaThEr&page=1&limit=5`);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(12);
    expect((await get(`${path}?search=weather&page=3&limit=5`)).body.data).toHaveLength(2);
    expect((await get(`${path}?search=%20&page=1&limit=5`)).body.total).toBe(30);
  }
  expect((await get('/evaluators?search=judge&page=1&limit=5')).body.data.map((e) => e.name)).toEqual([
    'check_30',
  ]);
  expect((await get('/evaluators?search=TEXT&page=1&limit=50')).body.total).toBe(29);
});

it('searches the flows of several kinds by every word in name or category, and sorts them', async () => {
  const db = server.app.brains.db;
  // 30 agentflows and 6 multi-agent flows; 12 agentflows hold "Weather" in the name or category.
  await sql`insert into chat_flow (id, workspace_id, name, flow_data, type, category, updated_date)
    select 'flow-' || i, 'default',
      case when i <= 6 then 'Weather bot ' || i when i <= 30 then 'agent_' || i else 'team_' || i end, '{}',
      case when i <= 30 then 'AGENTFLOW' else 'MULTIAGENT' end,
      case when i between 7 and 12 then 'WEATHER;Support' else null end, now() - (i || ' s')::interval
    from generate_series(1, 36) i`.execute(db);
  const both = '/chatflows?type=AGENTFLOW&type=MULTIAGENT';
  const all = await get(`${both}&page=1&limit=5`);
  expect(all.status).toBe(200);
  expect(all.body.total).toBe(38); // and the two bots the API keys case made
  const found = await get(`${both}&search=wEaThEr&page=3&limit=5`);
  expect(found.body.total).toBe(13); // and the API keys case's 'Weather bot'
  expect(found.body.data).toHaveLength(3);
  // Every word, each in the name or the category.
  expect((await get(`${both}&search=weather%20support&page=1&limit=50`)).body.total).toBe(6);
  expect((await get(`${both}&search=team_3&page=1&limit=50`)).body.data.map((f) => f.name)).toEqual([
    'team_31',
    'team_32',
    'team_33',
    'team_34',
    'team_35',
    'team_36',
  ]);
  expect((await get('/chatflows?type=MULTIAGENT&search=agent&page=1&limit=5')).body.total).toBe(0);
  // Sorted on the server: by name (case-insensitive) and oldest first.
  const byName = await get(`${both}&search=weather&sort=name-desc&page=1&limit=3`);
  expect(byName.body.data.map((f) => f.name)).toEqual(['Weather bot 6', 'Weather bot 5', 'Weather bot 4']);
  const oldest = await get(`${both}&search=weather&sort=updated-asc&page=1&limit=2`);
  expect(oldest.body.data.map((f) => f.name)).toEqual(['agent_12', 'agent_11']);
  // With flow data, the same filter.
  const withData = await get(`${both}&search=weather&includeFlowData=true&page=1&limit=50`);
  expect(withData.body.total).toBe(13);
  const bad = await server.fetch('/api/v1/chatflows?sort=size');
  expect(bad.status).toBe(400);
  expect(await bad.text()).toContain('querystring/sort');
});

describe('bad search values', () => {
  it.each([
    ['/tools', `search=${'a'.repeat(201)}`],
    ['/variables', 'search=a&search=b'],
    ['/credentials', 'search=%00'],
    ['/custom-mcp-servers', `search=${'a'.repeat(201)}`],
    ['/assistants', 'search=%00'],
    ['/datasets', `search=${'a'.repeat(201)}`],
    ['/evaluators', 'search=a&search=b'],
    ['/chatflows', `search=${'a'.repeat(201)}`],
  ])('GET %s?%s answers 400 naming querystring/search', async (path, query) => {
    const res = await server.fetch(`/api/v1${path}?${query}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('querystring/search');
  });
});
