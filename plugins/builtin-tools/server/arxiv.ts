import type { ToolProvider } from '../../../host/server/engine/toolProvider.ts';
import { num, plainText, str } from './configValues.ts';

const DESCRIPTION =
  'Use this tool to search for academic papers on Arxiv. You can search by keywords, topics, authors, or specific Arxiv IDs.';

const xmlValue = (xml: string, tag: string) =>
  (xml.match(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`))?.[1] ?? '').replace(/\s+/g, ' ').trim();

/** Entries of the Atom feed export.arxiv.org answers. */
export function arxivEntries(xml: string) {
  return [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map(([, e = '']) => ({
    id: xmlValue(e, 'id'),
    title: xmlValue(e, 'title'),
    summary: xmlValue(e, 'summary'),
    published: xmlValue(e, 'published'),
    authors: [...e.matchAll(/<author>\s*<name>([^<]*)<\/name>/g)].map((m) => (m[1] ?? '').trim()),
  }));
}

/** Arxiv: searches papers through the arXiv API (Atom); answers summaries. */
export const arxiv: ToolProvider = {
  name: 'arxiv',
  label: 'Arxiv',
  description: 'Search and read content from academic papers on Arxiv',
  category: 'Tools',
  inputs: [
    { label: 'Name', name: 'arxivName', type: 'string', default: 'arxiv_search' },
    { label: 'Description', name: 'arxivDescription', type: 'string', rows: 4, default: DESCRIPTION },
    {
      label: 'Top K Results',
      name: 'topKResults',
      type: 'number',
      default: 3,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Max Query Length',
      name: 'maxQueryLength',
      type: 'number',
      default: 300,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Max Content Length',
      name: 'docContentCharsMax',
      type: 'number',
      default: 10000,
      optional: true,
      additionalParams: true,
    },
  ],
  async tools(c, ctx) {
    const base = ctx.baseURL('arxiv', 'https://export.arxiv.org');
    const topK = num(c, 'topKResults', 3);
    const maxQuery = num(c, 'maxQueryLength', 300);
    const maxChars = num(c, 'docContentCharsMax', 10000);
    return [
      {
        name: str(c, 'arxivName', 'arxiv_search'),
        description: plainText(c.arxivDescription) || DESCRIPTION,
        schema: {
          type: 'object',
          properties: { query: { type: 'string', description: 'Keywords, topics, authors or Arxiv IDs' } },
          required: ['query'],
        },
        async run(args, signal) {
          const query = String(args.query ?? args.input ?? '').slice(0, maxQuery);
          const ids = query.split(/\s+/).every((q) => /^\d{4}\.\d{4,5}(v\d+)?$/.test(q));
          const params: Record<string, string> = ids
            ? { id_list: query.split(/\s+/).join(','), max_results: String(topK) }
            : { search_query: `all:${query.replace(/[:-]/g, '')}`, max_results: String(topK) };
          const res = await ctx.fetch(`${base}/api/query?${new URLSearchParams(params)}`, { signal });
          if (!res.ok) throw new Error(`Arxiv answered HTTP ${res.status}`);
          const entries = arxivEntries(res.text());
          if (!entries.length) return 'No good Arxiv result was found';
          const text = entries
            .map(
              (e) =>
                `Published: ${e.published.slice(0, 10)}\nTitle: ${e.title}\nAuthors: ${e.authors.join(', ')}\nURL: ${e.id}\nSummary: ${e.summary}`,
            )
            .join('\n\n');
          return text.slice(0, maxChars);
        },
      },
    ];
  },
};
