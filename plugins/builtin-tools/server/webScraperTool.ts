import type { ToolProvider, ToolProviderContext } from '../../../host/server/engine/toolProvider.ts';
import { type Config, num, plainText, str } from './configValues.ts';

interface Page {
  url: string;
  title: string;
  description: string;
  body_text: string;
  error?: string;
}

const DESCRIPTION =
  'Scrapes web pages recursively or via default sitemap. Extracts title, description, and paragraph text. Input should be a single URL string. Returns a JSON string array of scraped page data objects.';

/** One page's title, description, paragraph text and same-site links. */
async function scrapePage(
  ctx: ToolProviderContext,
  url: string,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<Page & { links: string[] }> {
  const empty = { url, title: '', description: '', body_text: '', links: [] as string[] };
  try {
    const res = await ctx.fetch(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) });
    if (!res.ok) return { ...empty, error: `HTTP Error: ${res.status} ${res.statusText}` };
    const type = res.headers['content-type'] ?? '';
    if (!/html|xml/.test(type))
      return { ...empty, error: `Skipped non-HTML content (Content-Type: ${type})` };
    const { load } = await import('cheerio');
    const $ = load(res.text());
    const paragraphs = $('p')
      .map((_i, el) => $(el).text().trim())
      .get()
      .filter(Boolean);
    const links = new Set<string>();
    const origin = new URL(res.url || url).origin;
    $('a[href]').each((_i, el) => {
      const href = $(el).attr('href');
      const abs = href ? URL.parse(href, res.url || url) : null;
      if (abs && abs.origin === origin && /^https?:$/.test(abs.protocol)) {
        abs.hash = '';
        links.add(abs.toString());
      }
    });
    return {
      url,
      title: $('title').first().text().trim() || 'No title found',
      description:
        $('meta[name="description"]').attr('content')?.trim() ||
        $('meta[property="og:description"]').attr('content')?.trim() ||
        'No description found',
      body_text: paragraphs.join(' ').replace(/\s\s+/g, ' '),
      links: [...links],
    };
  } catch (err) {
    return { ...empty, error: `Scraping Error: ${(err as Error).message}` };
  }
}

/** The <loc> entries of the site's /sitemap.xml, same site only. */
async function sitemapUrls(ctx: ToolProviderContext, start: string, signal: AbortSignal): Promise<string[]> {
  const origin = new URL(start).origin;
  const res = await ctx.fetch(`${origin}/sitemap.xml`, { signal });
  if (!res.ok) return [start];
  const urls = [...res.text().matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)]
    .map((m) => m[1] ?? '')
    .filter((u) => URL.parse(u)?.origin === origin);
  return urls.length ? urls : [start];
}

/**
 * Web Scraper: one page or a same-site crawl (breadth first, Max Depth links deep, at most Max
 * Pages pages), or the pages of the site's sitemap, each through the guarded fetch.
 */
export async function scrape(ctx: ToolProviderContext, c: Config, start: string, signal: AbortSignal) {
  const maxDepth = num(c, 'maxDepth', 1);
  const maxPages = num(c, 'maxPages', 10);
  const timeoutMs = num(c, 'timeoutS', 60) * 1000;
  if (!URL.parse(start) || !/^https?:/.test(start))
    throw new Error(`Not a web address: ${start.slice(0, 200)}`);
  const pages: Page[] = [];
  if (str(c, 'scrapeMode') === 'sitemap') {
    for (const url of (await sitemapUrls(ctx, start, signal)).slice(0, maxPages)) {
      const { links: _l, ...page } = await scrapePage(ctx, url, timeoutMs, signal);
      pages.push(page);
    }
    return pages;
  }
  const seen = new Set<string>([start]);
  let level = [start];
  for (let depth = 0; level.length && pages.length < maxPages; depth++) {
    const next: string[] = [];
    for (const url of level) {
      if (pages.length >= maxPages) break;
      const { links, ...page } = await scrapePage(ctx, url, timeoutMs, signal);
      pages.push(page);
      if (depth < maxDepth)
        for (const l of links)
          if (!seen.has(l)) {
            seen.add(l);
            next.push(l);
          }
    }
    level = next;
  }
  return pages;
}

export const webScraperTool: ToolProvider = {
  name: 'webScraperTool',
  label: 'Web Scraper Tool',
  description:
    'Scrapes web pages recursively by following links OR by fetching URLs from the default sitemap.',
  category: 'Tools',
  inputs: [
    {
      label: 'Scraping Mode',
      name: 'scrapeMode',
      type: 'options',
      options: [
        { label: 'Recursive Link Following', name: 'recursive' },
        { label: 'Sitemap', name: 'sitemap' },
      ],
      default: 'recursive',
    },
    {
      label: 'Max Depth',
      name: 'maxDepth',
      type: 'number',
      default: 1,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Max Pages',
      name: 'maxPages',
      type: 'number',
      default: 10,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Timeout (s)',
      name: 'timeoutS',
      type: 'number',
      default: 60,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Tool Description',
      name: 'description',
      type: 'string',
      rows: 4,
      optional: true,
      additionalParams: true,
    },
  ],
  async tools(c, ctx) {
    return [
      {
        name: 'web_scraper_tool',
        description: plainText(c.description) || DESCRIPTION,
        schema: {
          type: 'object',
          properties: { input: { type: 'string', description: 'The URL to scrape' } },
          required: ['input'],
        },
        run: async (args, signal) =>
          JSON.stringify(await scrape(ctx, c, String(args.input ?? args.url ?? '').trim(), signal)),
      },
    ];
  },
};
