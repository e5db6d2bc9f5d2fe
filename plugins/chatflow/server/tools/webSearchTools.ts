import { createGuardedFetch } from '../../../../host/server/sandbox/guardedFetch.ts';
import { nodeLabel } from '../componentInputs.ts';
import type { BuildContext, ChatflowComponent, ToolInstance } from '../componentTypes.ts';

interface SearchApi {
  /** The tool name the model sees. */
  toolName: string;
  description: string;
  /** The service's address (tests point it at a local server through services.modelBaseURL). */
  baseURL: string;
  /** The request for a query, from the credential's fields. */
  request(
    base: string,
    query: string,
    cred: Record<string, unknown>,
  ): { url: string; method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };
  /** The answer's results as text for the model. */
  summarize(data: Record<string, unknown>): string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Title, link and snippet of each result, numbered. */
function listResults(items: unknown, n = 5): string[] {
  if (!Array.isArray(items)) return [];
  return items.slice(0, n).map((r, i) => {
    const item = (r ?? {}) as Record<string, unknown>;
    return `${i + 1}. ${str(item.title)}\n${str(item.link)}\n${str(item.snippet)}`.trim();
  });
}

function directAnswer(box: unknown): string | undefined {
  if (!box || typeof box !== 'object') return undefined;
  const b = box as Record<string, unknown>;
  return str(b.answer) || str(b.snippet) || str(b.result) || str(b.description) || undefined;
}

const SEARCH_APIS: Record<'serpAPI' | 'serper' | 'googleCustomSearch', SearchApi> = {
  serpAPI: {
    toolName: 'search',
    description: 'Searches the web (Google through SerpApi) for current facts; input is a search query.',
    baseURL: 'https://serpapi.com',
    request: (base, q, cred) => ({
      method: 'GET',
      url: `${base}/search?${new URLSearchParams({ engine: 'google', q, api_key: str(cred.serpApiKey) })}`,
    }),
    summarize: (d) =>
      [directAnswer(d.answer_box), directAnswer(d.knowledge_graph), ...listResults(d.organic_results)]
        .filter(Boolean)
        .join('\n\n'),
  },
  serper: {
    toolName: 'search',
    description: 'Searches Google (through Serper) for current facts; input is a search query.',
    baseURL: 'https://google.serper.dev',
    request: (base, q, cred) => ({
      method: 'POST',
      url: `${base}/search`,
      headers: { 'x-api-key': str(cred.serperApiKey), 'content-type': 'application/json' },
      body: JSON.stringify({ q }),
    }),
    summarize: (d) =>
      [directAnswer(d.answerBox), directAnswer(d.knowledgeGraph), ...listResults(d.organic)]
        .filter(Boolean)
        .join('\n\n'),
  },
  googleCustomSearch: {
    toolName: 'google_custom_search',
    description: 'Searches the web with Google Custom Search for current facts; input is a search query.',
    baseURL: 'https://www.googleapis.com',
    request: (base, q, cred) => ({
      method: 'GET',
      url: `${base}/customsearch/v1?${new URLSearchParams({
        key: str(cred.googleCustomSearchApiKey),
        cx: str(cred.googleCustomSearchApiId),
        q,
      })}`,
    }),
    summarize: (d) => listResults(d.items).join('\n\n'),
  },
};

/**
 * A web search tool calling the service's real HTTP API through the guarded fetch. The API key
 * comes from the node's credential, read when the tool is first called.
 */
function webSearchTool(name: keyof typeof SEARCH_APIS): ChatflowComponent {
  const api = SEARCH_APIS[name];
  return {
    async init(ctx: BuildContext): Promise<ToolInstance> {
      const base = (ctx.run.services.modelBaseURL?.[name] ?? api.baseURL).replace(/\/+$/, '');
      const fetch = createGuardedFetch({ allowPrivate: ctx.run.services.allowPrivate });
      return {
        kind: 'tool',
        name: api.toolName,
        description: api.description,
        schema: {
          type: 'object',
          properties: { input: { type: 'string', description: 'The search query' } },
          required: ['input'],
        },
        async call(args, signal) {
          const cred = await ctx.credential();
          const req = api.request(base, String(args.input ?? args.query ?? ''), cred);
          const res = await fetch(req.url, {
            method: req.method,
            ...(req.headers ? { headers: req.headers } : {}),
            ...(req.body ? { body: req.body } : {}),
            signal,
          });
          if (!res.ok)
            throw new Error(`${nodeLabel(ctx)} answered HTTP ${res.status}: ${res.text().slice(0, 200)}`);
          const data = res.json();
          const text = data && typeof data === 'object' ? api.summarize(data as Record<string, unknown>) : '';
          return text || 'No good search result found';
        },
      };
    },
  };
}

export const serpAPI = webSearchTool('serpAPI');
export const serper = webSearchTool('serper');
export const googleCustomSearch = webSearchTool('googleCustomSearch');
