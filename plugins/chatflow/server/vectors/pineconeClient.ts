import { createGuardedFetch, type GuardedFetch } from '../../../../host/server/sandbox/guardedFetch.ts';

/** The control plane's address (tests point it at a local Pinecone-protocol server). */
export const PINECONE_API = 'https://api.pinecone.io';
const API_VERSION = '2024-07';

export interface PineconeMatch {
  id: string;
  score?: number;
  values?: number[];
  metadata?: Record<string, unknown>;
}

export interface PineconeVector {
  id: string;
  values: number[];
  metadata: Record<string, unknown>;
}

/** Index hosts already looked up, by control plane and index name. */
const hosts = new Map<string, string>();

/**
 * Pinecone's REST API through the guarded fetch: the control plane names an index's host, the
 * data plane queries and upserts vectors there.
 */
export class PineconeClient {
  private readonly fetch: GuardedFetch;

  constructor(
    private readonly apiKey: string,
    private readonly index: string,
    options: { allowPrivate: boolean | readonly string[]; controlPlane?: string },
    private readonly controlPlane = (options.controlPlane ?? PINECONE_API).replace(/\/+$/, ''),
  ) {
    this.fetch = createGuardedFetch({ allowPrivate: options.allowPrivate });
  }

  private async call(url: string, method: 'GET' | 'POST', body: unknown, signal?: AbortSignal) {
    const res = await this.fetch(url, {
      method,
      headers: {
        'Api-Key': this.apiKey,
        'X-Pinecone-API-Version': API_VERSION,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal,
    });
    if (!res.ok) {
      const text = res.text().slice(0, 300);
      throw new Error(`Pinecone answered HTTP ${res.status} for index '${this.index}': ${text}`);
    }
    return res.json() as Record<string, unknown>;
  }

  /** The index's data-plane URL (a host name, https unless the control plane gives a scheme). */
  async host(signal?: AbortSignal): Promise<string> {
    const key = `${this.controlPlane} ${this.index}`;
    let host = hosts.get(key);
    if (!host) {
      const described = await this.call(
        `${this.controlPlane}/indexes/${encodeURIComponent(this.index)}`,
        'GET',
        undefined,
        signal,
      );
      const h = typeof described.host === 'string' ? described.host : '';
      if (!h) throw new Error(`Pinecone did not name a host for index '${this.index}'`);
      host = /^https?:\/\//.test(h) ? h.replace(/\/+$/, '') : `https://${h}`;
      hosts.set(key, host);
    }
    return host;
  }

  async query(
    q: {
      vector: number[];
      topK: number;
      namespace?: string;
      filter?: Record<string, unknown>;
      values?: boolean;
    },
    signal?: AbortSignal,
  ): Promise<PineconeMatch[]> {
    const body = {
      vector: q.vector,
      topK: q.topK,
      includeMetadata: true,
      includeValues: q.values === true,
      ...(q.namespace ? { namespace: q.namespace } : {}),
      ...(q.filter && Object.keys(q.filter).length ? { filter: q.filter } : {}),
    };
    const data = await this.call(`${await this.host(signal)}/query`, 'POST', body, signal);
    return Array.isArray(data.matches) ? (data.matches as PineconeMatch[]) : [];
  }

  /** Upserts in batches of 100 (Pinecone's advice for request size). */
  async upsert(
    vectors: PineconeVector[],
    namespace: string | undefined,
    signal?: AbortSignal,
  ): Promise<void> {
    const host = await this.host(signal);
    for (let i = 0; i < vectors.length; i += 100) {
      await this.call(
        `${host}/vectors/upsert`,
        'POST',
        { vectors: vectors.slice(i, i + 100), ...(namespace ? { namespace } : {}) },
        signal,
      );
    }
  }
}
