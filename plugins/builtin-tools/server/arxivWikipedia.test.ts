import { afterAll, describe, expect, it } from 'vitest';
import { startRecordingServer } from '../../../tests/http/recordingServer.ts';
import { arxiv } from './arxiv.ts';
import { calculator } from './calculator.ts';
import { currentDateTime } from './currentDateTime.ts';
import { testSignal, testToolContext, toolOf } from './providerTestKit.ts';
import { wikipedia } from './wikipedia.ts';

const ATOM = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom">
<entry><id>http://arxiv.org/abs/2301.00001v1</id><published>2023-01-01T00:00:00Z</published>
<title>Attention
  Again</title><summary>We revisit attention.</summary><author><name>Ada Lovelace</name></author><author><name>Alan Turing</name></author></entry>
</feed>`;
const server = await startRecordingServer((r) => {
  if (r.path === '/api/query') return { type: 'application/atom+xml', body: ATOM };
  if (r.path === '/w/api.php' && r.query.get('list') === 'search')
    return { body: { query: { search: [{ title: 'Oslo' }] } } };
  if (r.path === '/w/api.php' && r.query.get('prop') === 'extracts')
    return {
      body: { query: { pages: { '1': { title: 'Oslo', extract: 'Oslo is the capital of Norway.' } } } },
    };
  return undefined;
});
afterAll(() => server.close());
const ctx = testToolContext({ baseURLs: { arxiv: server.url, wikipedia: server.url } });

describe('arxiv, wikipedia, calculator, currentDateTime', () => {
  it('arxiv: the Atom feed of export.arxiv.org as summaries, with the peer’s config', async () => {
    const t = await toolOf(arxiv, { arxivName: 'arxiv_search', topKResults: '2' }, ctx);
    expect(t.name).toBe('arxiv_search');
    const out = String(await t.run({ query: 'attention: revisited' }, testSignal));
    expect(out).toContain('Title: Attention Again');
    expect(out).toContain('Authors: Ada Lovelace, Alan Turing');
    expect(server.requests.at(-1)?.query.get('search_query')).toBe('all:attention revisited');
    expect(server.requests.at(-1)?.query.get('max_results')).toBe('2');
    await t.run({ query: '2301.00001' }, testSignal);
    expect(server.requests.at(-1)?.query.get('id_list')).toBe('2301.00001');
  });

  it('wikipedia: MediaWiki search, then the pages’ extracts', async () => {
    const t = await toolOf(wikipedia, {}, ctx);
    expect(await t.run({ input: 'capital of norway' }, testSignal)).toBe(
      'Page: Oslo\nSummary: Oslo is the capital of Norway.',
    );
  });

  it('calculator and currentDateTime', async () => {
    expect(await (await toolOf(calculator, {}, ctx)).run({ input: '(3 + 4) * 2 ^ 3' }, testSignal)).toBe(
      '56',
    );
    const now = String(await (await toolOf(currentDateTime, {}, ctx)).run({}, testSignal));
    expect(now).toContain(`ISO ${new Date().getFullYear()}`);
  });
});
