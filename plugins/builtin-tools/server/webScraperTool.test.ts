import { afterAll, describe, expect, it } from 'vitest';
import { startRecordingServer } from '../../../tests/http/recordingServer.ts';
import { testSignal, testToolContext, toolOf } from './providerTestKit.ts';
import { webScraperTool } from './webScraperTool.ts';

const page = (title: string, text: string, links: string[]) => ({
  type: 'text/html',
  body: `<html><head><title>${title}</title><meta name="description" content="${title} page"></head><body><p>${text}</p>${links
    .map((l) => `<a href="${l}">${l}</a>`)
    .join('')}</body></html>`,
});
const site = await startRecordingServer((r) => {
  if (r.path === '/') return page('Home', 'Welcome home.', ['/a', '/b', 'https://elsewhere.example/x']);
  if (r.path === '/a') return page('A', 'Alpha text.', ['/a/deep']);
  if (r.path === '/b') return page('B', 'Beta text.', ['/']);
  if (r.path === '/a/deep') return page('Deep', 'Deep text.', []);
  if (r.path === '/sitemap.xml')
    return { type: 'application/xml', body: `<urlset><url><loc>${site.url}/b</loc></url></urlset>` };
  return undefined;
});
afterAll(() => site.close());
const ctx = testToolContext();

const scrape = async (config: Record<string, unknown>) => {
  const t = await toolOf(webScraperTool, config, ctx);
  return JSON.parse(String(await t.run({ input: `${site.url}/` }, testSignal))) as {
    url: string;
    title: string;
    body_text: string;
  }[];
};

describe('webScraperTool', () => {
  it('crawls the same site breadth first, Max Depth links deep, at most Max Pages pages', async () => {
    const pages = await scrape({ scrapeMode: 'recursive', maxDepth: 1, maxPages: 10 });
    expect(pages.map((p) => p.title)).toEqual(['Home', 'A', 'B']);
    expect(pages[1]?.body_text).toBe('Alpha text.');
    expect(
      (await scrape({ scrapeMode: 'recursive', maxDepth: '2', maxPages: '2' })).map((p) => p.title),
    ).toEqual(['Home', 'A']);
    expect((await scrape({ maxDepth: 0 })).map((p) => p.title)).toEqual(['Home']);
  });

  it('sitemap mode reads the pages /sitemap.xml lists', async () => {
    expect((await scrape({ scrapeMode: 'sitemap' })).map((p) => p.title)).toEqual(['B']);
  });
});
