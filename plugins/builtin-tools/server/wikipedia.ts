import type { ToolProvider } from '../../../host/server/engine/toolProvider.ts';
import { num } from './configValues.ts';
import { fetchJson } from './httpJson.ts';

interface SearchAnswer {
  query?: { search?: { title: string }[] };
}
interface ExtractAnswer {
  query?: { pages?: Record<string, { title?: string; extract?: string }> };
}

/** Wikipedia: the MediaWiki API (list=search, then the pages' plain-text extracts). */
export const wikipedia: ToolProvider = {
  name: 'wikipedia',
  label: 'Wikipedia',
  description: 'Search and read pages of Wikipedia',
  category: 'Tools',
  inputs: [
    { label: 'Top K Results', name: 'topKResults', type: 'number', default: 3, optional: true },
    {
      label: 'Max Content Length',
      name: 'maxDocContentLength',
      type: 'number',
      default: 4000,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Base URL',
      name: 'baseUrl',
      type: 'string',
      default: 'https://en.wikipedia.org',
      optional: true,
      additionalParams: true,
    },
  ],
  async tools(c, ctx) {
    const base = ctx
      .baseURL('wikipedia', String(c.baseUrl || 'https://en.wikipedia.org'))
      .replace(/\/+$/, '');
    const topK = num(c, 'topKResults', 3);
    const max = num(c, 'maxDocContentLength', 4000);
    const api = (params: Record<string, string>) =>
      `${base}/w/api.php?${new URLSearchParams({ format: 'json', action: 'query', ...params })}`;
    return [
      {
        name: 'wikipedia-api',
        description:
          'A tool for interacting with and fetching data from the Wikipedia API; input is a search query.',
        schema: { type: 'object', properties: { input: { type: 'string' } }, required: ['input'] },
        async run(args) {
          const q = String(args.input ?? args.query ?? '');
          const found = (await fetchJson(
            ctx,
            'Wikipedia',
            api({ list: 'search', srsearch: q, srlimit: String(topK) }),
          )) as SearchAnswer;
          const titles = (found.query?.search ?? []).map((s) => s.title);
          if (!titles.length) return 'No good Wikipedia Search Result was found';
          const pages = (await fetchJson(
            ctx,
            'Wikipedia',
            api({ prop: 'extracts', explaintext: '1', redirects: '1', titles: titles.join('|') }),
          )) as ExtractAnswer;
          const text = Object.values(pages.query?.pages ?? {})
            .map((p) => `Page: ${p.title ?? ''}\nSummary: ${(p.extract ?? '').slice(0, max)}`)
            .join('\n\n');
          return text.slice(0, max);
        },
      },
    ];
  },
};
