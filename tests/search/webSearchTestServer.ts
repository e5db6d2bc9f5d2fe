import http from 'node:http';
import { closeNow, listenOnLoopback } from '../http/loopbackServer.ts';

/** A search result the server answers with. */
export interface SearchResult {
  title: string;
  link: string;
  snippet: string;
}

export interface WebSearchRequest {
  service: 'serpapi' | 'serper' | 'google';
  query: string;
  /** The key the request carried (query parameter or header). */
  apiKey: string;
  /** Google's search engine ID (cx). */
  cx?: string;
}

export interface WebSearchTestServer {
  /** http://127.0.0.1:<port>: the base URL of all three services. */
  url: string;
  requests: WebSearchRequest[];
  /** The results of the next searches (default: one result naming the query). */
  results: SearchResult[] | undefined;
  /** The key every request must carry (401 otherwise). */
  apiKey: string;
  reset(): void;
  close(): Promise<void>;
}

/**
 * One loopback server speaking the three web search APIs the search tools call:
 * SerpApi (GET /search?engine=google&q&api_key → organic_results), Serper (POST /search with
 * X-API-KEY → organic) and Google Custom Search (GET /customsearch/v1?key&cx&q → items).
 * A wrong key answers 401 as the services do.
 */
export async function startWebSearchTestServer(apiKey = 'search-key'): Promise<WebSearchTestServer> {
  const state: WebSearchTestServer = {
    url: '',
    requests: [],
    results: undefined,
    apiKey,
    reset() {
      state.requests = [];
      state.results = undefined;
    },
    close: async () => closeNow(server),
  };
  const resultsFor = (q: string) =>
    state.results ?? [{ title: `About ${q}`, link: 'https://example.com/a', snippet: `Facts about ${q}.` }];
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      if (req.method === 'GET' && url.pathname === '/search') {
        const r: WebSearchRequest = {
          service: 'serpapi',
          query: url.searchParams.get('q') ?? '',
          apiKey: url.searchParams.get('api_key') ?? '',
        };
        state.requests.push(r);
        if (r.apiKey !== state.apiKey) return send(res, 401, { error: 'Invalid API key.' });
        return send(res, 200, {
          search_metadata: { status: 'Success' },
          organic_results: resultsFor(r.query),
        });
      }
      if (req.method === 'POST' && url.pathname === '/search') {
        let q = '';
        try {
          q = String((JSON.parse(raw) as { q?: unknown }).q ?? '');
        } catch {
          return send(res, 400, { message: 'Bad JSON' });
        }
        const r: WebSearchRequest = {
          service: 'serper',
          query: q,
          apiKey: String(req.headers['x-api-key'] ?? ''),
        };
        state.requests.push(r);
        if (r.apiKey !== state.apiKey) return send(res, 403, { message: 'Unauthorized.' });
        return send(res, 200, { searchParameters: { q }, organic: resultsFor(q) });
      }
      if (req.method === 'GET' && url.pathname === '/customsearch/v1') {
        const r: WebSearchRequest = {
          service: 'google',
          query: url.searchParams.get('q') ?? '',
          apiKey: url.searchParams.get('key') ?? '',
          cx: url.searchParams.get('cx') ?? '',
        };
        state.requests.push(r);
        if (r.apiKey !== state.apiKey)
          return send(res, 400, { error: { code: 400, message: 'API key not valid.' } });
        return send(res, 200, { kind: 'customsearch#search', items: resultsFor(r.query) });
      }
      send(res, 404, { error: 'Not found' });
    });
  });
  state.url = await listenOnLoopback(server);
  return state;
}
