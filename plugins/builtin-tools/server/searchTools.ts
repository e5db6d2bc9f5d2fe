import type { ToolProvider } from '../../../host/server/engine/toolProvider.ts';
import { type Config, num, plainText } from './configValues.ts';
import { credentialOf } from './credentialOf.ts';

interface SearchApi {
  label: string;
  description: string;
  /** The tool name the model sees. */
  toolName: string;
  toolDescription: string;
  credentialName: string;
  /** Credential fields that must be filled. */
  fields: string[];
  /** The public address; TOOL_BASE_URLS replaces it. */
  baseURL: string;
  request(
    base: string,
    query: string,
    cred: Record<string, string>,
    config: Config,
  ): { url: string; method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };
  summarize(data: Record<string, unknown>): string;
}

const s = (v: unknown) => (typeof v === 'string' ? v : '');

/** Title, link and snippet of each result, numbered. */
function listResults(items: unknown, keys: [string, string, string] = ['title', 'link', 'snippet'], n = 5) {
  if (!Array.isArray(items)) return [];
  return items.slice(0, n).map((r, i) => {
    const item = (r ?? {}) as Record<string, unknown>;
    const [t, l, x] = keys;
    return `${i + 1}. ${s(item[t])}\n${s(item[l])}\n${s(item[x]).slice(0, 1500)}`.trim();
  });
}

function directAnswer(box: unknown): string | undefined {
  if (!box || typeof box !== 'object') return undefined;
  const b = box as Record<string, unknown>;
  return s(b.answer) || s(b.snippet) || s(b.result) || s(b.description) || undefined;
}

const json = { 'content-type': 'application/json' };

/** The search services, by the peer's component names, credential types and field names. */
export const SEARCH_APIS: Record<string, SearchApi> = {
  serpAPI: {
    label: 'Serp API',
    description: 'Wrapper around SerpAPI - a real-time API to access Google search results',
    toolName: 'search',
    toolDescription: 'Searches the web (Google through SerpApi) for current facts; input is a search query.',
    credentialName: 'serpApi',
    fields: ['serpApiKey'],
    baseURL: 'https://serpapi.com',
    request: (base, q, cred) => ({
      method: 'GET',
      url: `${base}/search?${new URLSearchParams({ engine: 'google', q, api_key: cred.serpApiKey ?? '' })}`,
    }),
    summarize: (d) =>
      [directAnswer(d.answer_box), directAnswer(d.knowledge_graph), ...listResults(d.organic_results)]
        .filter(Boolean)
        .join('\n\n'),
  },
  serper: {
    label: 'Serper',
    description: 'Wrapper around Serper.dev - Google Search API',
    toolName: 'search',
    toolDescription: 'Searches Google (through Serper) for current facts; input is a search query.',
    credentialName: 'serperApi',
    fields: ['serperApiKey'],
    baseURL: 'https://google.serper.dev',
    request: (base, q, cred) => ({
      method: 'POST',
      url: `${base}/search`,
      headers: { 'x-api-key': cred.serperApiKey ?? '', ...json },
      body: JSON.stringify({ q }),
    }),
    summarize: (d) =>
      [directAnswer(d.answerBox), directAnswer(d.knowledgeGraph), ...listResults(d.organic)]
        .filter(Boolean)
        .join('\n\n'),
  },
  googleCustomSearch: {
    label: 'Google Custom Search',
    description: 'Wrapper around Google Custom Search API - a real-time API to access Google search results',
    toolName: 'google_custom_search',
    toolDescription: 'Searches the web with Google Custom Search for current facts; input is a search query.',
    credentialName: 'googleCustomSearchApi',
    fields: ['googleCustomSearchApiKey', 'googleCustomSearchApiId'],
    baseURL: 'https://www.googleapis.com',
    request: (base, q, cred) => ({
      method: 'GET',
      url: `${base}/customsearch/v1?${new URLSearchParams({
        key: cred.googleCustomSearchApiKey ?? '',
        cx: cred.googleCustomSearchApiId ?? '',
        q,
      })}`,
    }),
    summarize: (d) => listResults(d.items).join('\n\n'),
  },
  braveSearchAPI: {
    label: 'BraveSearch API',
    description: 'Wrapper around BraveSearch API - a real-time API to access Brave search results',
    toolName: 'brave_search',
    toolDescription: 'Searches the web with Brave Search for current facts; input is a search query.',
    credentialName: 'braveSearchApi',
    fields: ['braveApiKey'],
    baseURL: 'https://api.search.brave.com',
    request: (base, q, cred) => ({
      method: 'GET',
      url: `${base}/res/v1/web/search?${new URLSearchParams({ q, count: '5' })}`,
      headers: { 'x-subscription-token': cred.braveApiKey ?? '', accept: 'application/json' },
    }),
    summarize: (d) =>
      listResults((d.web as { results?: unknown } | undefined)?.results, [
        'title',
        'url',
        'description',
      ]).join('\n\n'),
  },
  tavilyAPI: {
    label: 'Tavily API',
    description: 'Tavily API is a search engine designed for LLMs and AI agents',
    toolName: 'tavily_search_results_json',
    toolDescription:
      'A search engine optimized for comprehensive, accurate, and trusted results; input is a search query.',
    credentialName: 'tavilyApi',
    fields: ['tavilyApiKey'],
    baseURL: 'https://api.tavily.com',
    request: (base, q, cred, c) => ({
      method: 'POST',
      url: `${base}/search`,
      headers: { authorization: `Bearer ${cred.tavilyApiKey ?? ''}`, ...json },
      body: JSON.stringify({
        query: q,
        max_results: num(c, 'maxResults', 5),
        search_depth: plainText(c.searchDepth) || 'basic',
        topic: plainText(c.topic) || 'general',
        include_answer: c.includeAnswer === true || c.includeAnswer === 'true',
      }),
    }),
    summarize: (d) =>
      [s(d.answer), ...listResults(d.results, ['title', 'url', 'content'], 10)].filter(Boolean).join('\n\n'),
  },
  exaSearch: {
    label: 'Exa Search',
    description: 'Wrapper around Exa Search API - search engine fully designed for use by LLMs',
    toolName: 'exa_search',
    toolDescription:
      'A wrapper around Exa Search; input is an Exa-optimized query. Answers titles, URLs and text.',
    credentialName: 'exaSearchApi',
    fields: ['exaSearchApiKey'],
    baseURL: 'https://api.exa.ai',
    request: (base, q, cred, c) => ({
      method: 'POST',
      url: `${base}/search`,
      headers: { 'x-api-key': cred.exaSearchApiKey ?? '', ...json },
      body: JSON.stringify({
        query: q,
        numResults: num(c, 'numResults', 5),
        type: plainText(c.type) || 'auto',
        contents: { text: { maxCharacters: 1500 } },
      }),
    }),
    summarize: (d) => listResults(d.results, ['title', 'url', 'text'], 10).join('\n\n'),
  },
};

/** A web search tool calling the service's HTTP API through the guarded fetch with the credential's key. */
function searchProvider(name: string, api: SearchApi): ToolProvider {
  return {
    name,
    label: api.label,
    description: api.description,
    category: 'Tools',
    credentialNames: [api.credentialName],
    inputs:
      name === 'tavilyAPI'
        ? [
            {
              label: 'Max Results',
              name: 'maxResults',
              type: 'number',
              default: 5,
              optional: true,
              additionalParams: true,
            },
            {
              label: 'Search Depth',
              name: 'searchDepth',
              type: 'options',
              options: [
                { label: 'Basic', name: 'basic' },
                { label: 'Advanced', name: 'advanced' },
              ],
              default: 'basic',
              optional: true,
              additionalParams: true,
            },
            {
              label: 'Include Answer',
              name: 'includeAnswer',
              type: 'boolean',
              default: false,
              optional: true,
              additionalParams: true,
            },
          ]
        : name === 'exaSearch'
          ? [
              {
                label: 'Num of Results',
                name: 'numResults',
                type: 'number',
                default: 5,
                optional: true,
                additionalParams: true,
              },
            ]
          : [],
    async tools(c, ctx) {
      const base = ctx.baseURL(name, api.baseURL).replace(/\/+$/, '');
      return [
        {
          name: api.toolName,
          description: plainText(c.description) || api.toolDescription,
          schema: {
            type: 'object',
            properties: { input: { type: 'string', description: 'The search query' } },
            required: ['input'],
          },
          async run(args, signal) {
            const cred = await credentialOf(c, ctx, api.label, api.fields);
            const req = api.request(base, String(args.input ?? args.query ?? ''), cred, c);
            const res = await ctx.fetch(req.url, {
              method: req.method,
              ...(req.headers ? { headers: req.headers } : {}),
              ...(req.body ? { body: req.body } : {}),
              signal,
            });
            if (!res.ok) throw new Error(`${name} answered HTTP ${res.status}: ${res.text().slice(0, 200)}`);
            const data = res.json();
            const text =
              data && typeof data === 'object' ? api.summarize(data as Record<string, unknown>) : '';
            return text || 'No good search result found';
          },
        },
      ];
    },
  };
}

export const searchProviders: ToolProvider[] = Object.entries(SEARCH_APIS).map(([n, api]) =>
  searchProvider(n, api),
);
