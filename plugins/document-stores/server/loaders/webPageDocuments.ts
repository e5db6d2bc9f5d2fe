import type { AllowPrivate } from '../../../../host/common/net/allowPrivate.ts';
import { httpError } from '../../../../host/server/http/HttpError.ts';
import type { LoadedDocument } from '../../common/documentTypes.ts';
import { remoteFetch } from './remoteFetch.ts';

export interface WebPageOptions {
  url: string;
  crawl?: boolean;
  /** Most pages when crawling, 1 to 100 (default 10). */
  limit?: number;
  signal?: AbortSignal;
  allowPrivate: AllowPrivate;
}

export const MAX_CRAWL_PAGES = 100;

function httpUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw httpError(400, `loaderConfig.url: not a valid URL: ${text.slice(0, 200)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw httpError(400, 'loaderConfig.url: only http and https URLs can be loaded');
  url.hash = '';
  return url;
}

/** Same site: same host and port, http(s), and not obviously a file download. */
function sameSiteLink(base: URL, href: string): URL | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.host !== base.host || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  if (/\.(png|jpe?g|gif|svg|webp|ico|css|js|zip|gz|mp4|mp3|woff2?)$/i.test(url.pathname)) return null;
  url.hash = '';
  return url;
}

/**
 * The page at `url` as one document (metadata source, title), and with `crawl` the same-site pages
 * it links to, breadth first, until `limit` pages. The first page's failure is an error; a linked
 * page that fails is skipped.
 */
export async function webPageDocuments(options: WebPageOptions): Promise<LoadedDocument[]> {
  const start = httpUrl(options.url);
  const limit = options.crawl ? Math.min(Math.max(1, Math.floor(options.limit ?? 10)), MAX_CRAWL_PAGES) : 1;
  const queue: URL[] = [start];
  const seen = new Set([start.href]);
  const docs: LoadedDocument[] = [];
  while (queue.length > 0 && docs.length < limit) {
    const url = queue.shift() as URL;
    const first = docs.length === 0 && url === start;
    let html: string;
    let finalUrl = url;
    try {
      const res = await remoteFetch(url.href, {
        signal: options.signal,
        allowPrivate: options.allowPrivate,
        headers: { accept: 'text/html,*/*' },
      });
      const type = res.headers['content-type'] ?? '';
      if (type && !/html|text\/plain|xml/i.test(type)) {
        if (first) throw httpError(400, `Cannot load ${url.href}: it is ${type}, not a web page`);
        continue;
      }
      html = res.text();
      finalUrl = new URL(res.url);
    } catch (error) {
      if (first) throw error;
      continue;
    }
    // The HTML parser and Markdown converter load with the first page, not at server start.
    const { htmlPage } = await import('./htmlPage.ts');
    const page = htmlPage(html);
    if (page.text)
      docs.push({ pageContent: page.text, metadata: { source: finalUrl.href, title: page.title } });
    if (!options.crawl) break;
    for (const href of page.links) {
      const link = sameSiteLink(finalUrl, href);
      if (link && !seen.has(link.href)) {
        seen.add(link.href);
        queue.push(link);
      }
    }
  }
  if (docs.length === 0) throw httpError(400, `Cannot load ${start.href}: the page has no text`);
  return docs;
}
