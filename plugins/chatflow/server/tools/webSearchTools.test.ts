import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startWebSearchTestServer } from '../../../../tests/search/webSearchTestServer.ts';
import { testRun } from '../componentTestKit.ts';
import type { ChatflowComponent, ToolInstance } from '../componentTypes.ts';
import { googleCustomSearch, serpAPI, serper } from './webSearchTools.ts';

const search = await startWebSearchTestServer('search-key');
afterAll(() => search.close());
beforeEach(() => search.reset());

const signal = new AbortController().signal;

async function tool(name: string, component: ChatflowComponent, credential: Record<string, unknown>) {
  const t = testRun({ credential, services: { toolBaseURLs: { [name]: search.url } } });
  return (await t.build(name, component)) as ToolInstance;
}

describe('web search tools', () => {
  it('serpAPI: queries SerpApi with the credential key and answers the results as text', async () => {
    search.results = [
      { title: 'Oslo weather', link: 'https://weather.example/oslo', snippet: 'Cloudy, 4 °C.' },
      { title: 'Oslo forecast', link: 'https://forecast.example/oslo', snippet: 'Rain tomorrow.' },
    ];
    const serp = await tool('serpAPI', serpAPI, { serpApiKey: 'search-key' });
    expect(serp).toMatchObject({ kind: 'tool', name: 'search' });
    const out = await serp.call({ input: 'weather in Oslo' }, signal);
    expect(search.requests).toEqual([{ service: 'serpapi', query: 'weather in Oslo', apiKey: 'search-key' }]);
    expect(out).toBe(
      '1. Oslo weather\nhttps://weather.example/oslo\nCloudy, 4 °C.\n\n2. Oslo forecast\nhttps://forecast.example/oslo\nRain tomorrow.',
    );
  });

  it('serpAPI: a refused key fails the call with the service’s status', async () => {
    const serp = await tool('serpAPI', serpAPI, { serpApiKey: 'wrong' });
    await expect(serp.call({ input: 'x' }, signal)).rejects.toThrow(/serpAPI answered HTTP 401/);
  });

  it('serper: posts the query with the X-API-KEY header', async () => {
    const s = await tool('serper', serper, { serperApiKey: 'search-key' });
    const out = await s.call({ input: 'tallest tree' }, signal);
    expect(search.requests[0]).toMatchObject({
      service: 'serper',
      query: 'tallest tree',
      apiKey: 'search-key',
    });
    expect(out).toContain('Facts about tallest tree.');
  });

  it('googleCustomSearch: sends the key and the search engine id', async () => {
    const g = await tool('googleCustomSearch', googleCustomSearch, {
      googleCustomSearchApiKey: 'search-key',
      googleCustomSearchApiId: 'engine-7',
    });
    const out = await g.call({ input: 'moon landing' }, signal);
    expect(search.requests[0]).toEqual({
      service: 'google',
      query: 'moon landing',
      apiKey: 'search-key',
      cx: 'engine-7',
    });
    expect(out).toContain('About moon landing');
  });
});
