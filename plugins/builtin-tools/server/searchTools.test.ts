import { afterAll, describe, expect, it } from 'vitest';
import { startRecordingServer } from '../../../tests/http/recordingServer.ts';
import { testSignal, testToolContext, toolOf } from './providerTestKit.ts';
import { searchProviders } from './searchTools.ts';

const result = (q: string) => ({
  title: `About ${q}`,
  url: 'https://example.com/a',
  text: `Facts about ${q}.`,
});
// Each service under its own path, as TOOL_BASE_URLS may point anywhere.
const server = await startRecordingServer((r) => {
  if (r.method === 'GET' && r.path === '/brave/res/v1/web/search') {
    if (r.headers['x-subscription-token'] !== 'brave-key')
      return { status: 401, body: { error: 'bad token' } };
    const q = r.query.get('q') ?? '';
    return {
      body: {
        web: {
          results: [{ title: `About ${q}`, url: 'https://example.com/a', description: `Facts about ${q}.` }],
        },
      },
    };
  }
  if (r.method === 'POST' && r.path === '/tavily/search') {
    if (r.headers.authorization !== 'Bearer tvly-key')
      return { status: 401, body: { detail: 'Unauthorized' } };
    const q = String(JSON.parse(r.body).query);
    return { body: { answer: `Short: ${q}`, results: [{ ...result(q), content: `Facts about ${q}.` }] } };
  }
  if (r.method === 'POST' && r.path === '/exa/search') {
    if (r.headers['x-api-key'] !== 'exa-key') return { status: 401, body: { error: 'Invalid API key' } };
    return { body: { results: [result(String(JSON.parse(r.body).query))] } };
  }
  return undefined;
});
afterAll(() => server.close());

const ctx = testToolContext({
  credentials: {
    brave: { braveApiKey: 'brave-key' },
    tavily: { tavilyApiKey: 'tvly-key' },
    exa: { exaSearchApiKey: 'exa-key' },
    wrong: { braveApiKey: 'nope', tavilyApiKey: 'nope', exaSearchApiKey: 'nope' },
  },
  baseURLs: {
    braveSearchAPI: `${server.url}/brave`,
    tavilyAPI: `${server.url}/tavily`,
    exaSearch: `${server.url}/exa`,
  },
});
const provider = (name: string) => {
  const p = searchProviders.find((s) => s.name === name);
  if (!p) throw new Error(name);
  return p;
};

describe('search tools speaking their services’ APIs', () => {
  it('braveSearchAPI: GET /res/v1/web/search with X-Subscription-Token', async () => {
    const t = await toolOf(provider('braveSearchAPI'), { credential: 'brave' }, ctx);
    expect(await t.run({ input: 'oslo' }, testSignal)).toBe(
      '1. About oslo\nhttps://example.com/a\nFacts about oslo.',
    );
    expect(server.requests.at(-1)?.query.get('q')).toBe('oslo');
    expect(ctx.secrets).toContain('brave-key');
  });

  it('tavilyAPI: POST /search with a bearer key; the answer comes first', async () => {
    const t = await toolOf(
      provider('tavilyAPI'),
      { credential: 'tavily', maxResults: '2', includeAnswer: true },
      ctx,
    );
    const out = await t.run({ input: 'bergen' }, testSignal);
    expect(out).toBe('Short: bergen\n\n1. About bergen\nhttps://example.com/a\nFacts about bergen.');
    expect(JSON.parse(server.requests.at(-1)?.body ?? '{}')).toMatchObject({
      query: 'bergen',
      max_results: 2,
    });
  });

  it('exaSearch: POST /search with x-api-key', async () => {
    const t = await toolOf(provider('exaSearch'), { credential: 'exa' }, ctx);
    expect(await t.run({ input: 'tromsø' }, testSignal)).toContain('About tromsø');
  });

  it('a refused key fails with the service’s status; no credential fails naming the tool', async () => {
    const t = await toolOf(provider('exaSearch'), { credential: 'wrong' }, ctx);
    await expect(t.run({ input: 'x' }, testSignal)).rejects.toThrow('exaSearch answered HTTP 401');
    const none = await toolOf(provider('braveSearchAPI'), {}, ctx);
    await expect(none.run({ input: 'x' }, testSignal)).rejects.toThrow(
      'BraveSearch API: choose a credential',
    );
  });
});
