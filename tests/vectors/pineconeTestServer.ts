import http from 'node:http';
import { closeNow, listenOnLoopback } from '../http/loopbackServer.ts';

export interface StoredVector {
  id: string;
  values: number[];
  metadata: Record<string, unknown>;
}

export interface PineconeTestServer {
  /** The control plane's base URL (http://127.0.0.1:<port>); it names itself as every index's host. */
  url: string;
  /** Vectors by index, then namespace ('' for the default one). */
  indexes: Map<string, Map<string, StoredVector[]>>;
  /** Every request: method, path, body. */
  requests: { method: string; path: string; body: unknown; apiKey: string }[];
  apiKey: string;
  close(): Promise<void>;
}

const cosine = (a: number[], b: number[]) => {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += (a[i] ?? 0) * (b[i] ?? 0);
    na += (a[i] ?? 0) ** 2;
    nb += (b[i] ?? 0) ** 2;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
};

/** Pinecone's metadata filter: field equality or {$eq, $ne, $in}; enough for the stores' tests. */
function matches(metadata: Record<string, unknown>, filter: Record<string, unknown> | undefined): boolean {
  if (!filter) return true;
  return Object.entries(filter).every(([key, cond]) => {
    const v = metadata[key];
    if (cond && typeof cond === 'object' && !Array.isArray(cond)) {
      const c = cond as Record<string, unknown>;
      if ('$eq' in c) return v === c.$eq;
      if ('$ne' in c) return v !== c.$ne;
      if ('$in' in c) return Array.isArray(c.$in) && c.$in.includes(v);
      return false;
    }
    return v === cond;
  });
}

/**
 * A loopback server speaking Pinecone's REST API: GET /indexes/{name} (the control plane, which
 * names this server as the index's host), POST /vectors/upsert and POST /query (the data plane:
 * cosine similarity, namespaces, metadata filters, includeValues/includeMetadata). Requests
 * without the right Api-Key header get 401.
 */
export async function startPineconeTestServer(
  apiKey = 'pc-key',
  indexNames = ['newindex'],
): Promise<PineconeTestServer> {
  const state: PineconeTestServer = {
    url: '',
    indexes: new Map(indexNames.map((n) => [n, new Map()])),
    requests: [],
    apiKey,
    close: async () => closeNow(server),
  };
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  // the data plane is addressed by host; one server holds every index, so the index is the
  // last one described (the stores describe their index before each data call)
  let current = indexNames[0] ?? '';
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return send(res, 400, { message: 'Bad JSON' });
      }
      const key = String(req.headers['api-key'] ?? '');
      state.requests.push({ method: req.method ?? '', path, body, apiKey: key });
      if (key !== state.apiKey) return send(res, 401, { message: 'Invalid API Key' });
      const describe = /^\/indexes\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && describe) {
        const name = decodeURIComponent(describe[1] as string);
        if (!state.indexes.has(name))
          return send(res, 404, { error: { code: 'NOT_FOUND', message: `Resource ${name} not found` } });
        current = name;
        return send(res, 200, {
          name,
          dimension: 64,
          metric: 'cosine',
          host: state.url,
          status: { ready: true, state: 'Ready' },
        });
      }
      const namespaces = state.indexes.get(current) as Map<string, StoredVector[]>;
      const ns = typeof body.namespace === 'string' ? body.namespace : '';
      if (req.method === 'POST' && path === '/vectors/upsert') {
        const list = namespaces.get(ns) ?? [];
        const vectors = Array.isArray(body.vectors) ? (body.vectors as StoredVector[]) : [];
        for (const v of vectors) {
          const at = list.findIndex((x) => x.id === v.id);
          if (at >= 0) list[at] = v;
          else list.push(v);
        }
        namespaces.set(ns, list);
        return send(res, 200, { upsertedCount: vectors.length });
      }
      if (req.method === 'POST' && path === '/query') {
        const vector = Array.isArray(body.vector) ? (body.vector as number[]) : [];
        const topK = Number(body.topK) || 10;
        const filter = body.filter as Record<string, unknown> | undefined;
        const found = (namespaces.get(ns) ?? [])
          .filter((v) => matches(v.metadata, filter))
          .map((v) => ({ v, score: cosine(vector, v.values) }))
          .sort((a, b) => b.score - a.score)
          .slice(0, topK)
          .map(({ v, score }) => ({
            id: v.id,
            score,
            ...(body.includeValues ? { values: v.values } : {}),
            ...(body.includeMetadata ? { metadata: v.metadata } : {}),
          }));
        return send(res, 200, { matches: found, namespace: ns });
      }
      send(res, 404, { message: 'Not found' });
    });
  });
  state.url = await listenOnLoopback(server);
  return state;
}
