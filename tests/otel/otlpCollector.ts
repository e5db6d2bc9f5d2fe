import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { decodeMetrics, decodeTraces } from './otlpProtobuf.ts';

/** An OTLP attribute value as the JSON encoding writes it. */
interface AnyValue {
  stringValue?: string;
  intValue?: number | string;
  doubleValue?: number;
  boolValue?: boolean;
  arrayValue?: { values?: AnyValue[] };
}
interface KeyValue {
  key: string;
  value: AnyValue;
}

export type Attributes = Record<string, string | number | boolean | unknown[]>;

/** One exported span, flattened: attributes as a plain object, ids in hex. */
export interface ReceivedSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  kind: number;
  attributes: Attributes;
  status: { code?: number; message?: string };
  events: { name: string; attributes: Attributes }[];
  resource: Attributes;
  /** Which request brought it: the path and headers (auth) the exporter sent. */
  path: string;
  headers: IncomingHttpHeaders;
}

/** One exported metric data point, flattened. */
export interface ReceivedPoint {
  metric: string;
  attributes: Attributes;
  value?: number;
  count?: number;
  sum?: number;
}

export interface OtlpRequest {
  path: string;
  headers: IncomingHttpHeaders;
  contentType: string;
  body: unknown;
}

const plainValue = (v: AnyValue): string | number | boolean | unknown[] => {
  if (v.stringValue !== undefined) return v.stringValue;
  if (v.intValue !== undefined) return Number(v.intValue);
  if (v.doubleValue !== undefined) return v.doubleValue;
  if (v.boolValue !== undefined) return v.boolValue;
  return (v.arrayValue?.values ?? []).map(plainValue);
};
export const attributesOf = (list: KeyValue[] | undefined): Attributes =>
  Object.fromEntries((list ?? []).map((kv) => [kv.key, plainValue(kv.value)]));

/**
 * A collector of ours speaking OTLP/HTTP on 127.0.0.1: it takes traces and metrics on any path (a
 * collector's /v1/traces, Langfuse's /api/public/otel/v1/traces, LangSmith's /otel/v1/traces) with
 * JSON or protobuf bodies (application/x-protobuf, read into the JSON encoding's shape), and keeps
 * every request. `status` makes it answer errors (a collector down).
 */
export class OtlpCollector {
  readonly requests: OtlpRequest[] = [];
  status = 200;
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const type = String(req.headers['content-type'] ?? '');
        if (req.method !== 'POST') return res.writeHead(405).end();
        const protobuf = type.startsWith('application/x-protobuf');
        if (!protobuf && !type.startsWith('application/json')) return res.writeHead(415).end();
        let raw = Buffer.concat(chunks);
        if (req.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
        let body: unknown;
        try {
          const metrics = (req.url ?? '').endsWith('metrics');
          body = !protobuf
            ? JSON.parse(raw.toString('utf8'))
            : metrics
              ? decodeMetrics(new Uint8Array(raw))
              : decodeTraces(new Uint8Array(raw));
        } catch {
          return res.writeHead(400).end();
        }
        this.requests.push({ path: req.url ?? '', headers: req.headers, contentType: type, body });
        res.writeHead(this.status, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Every span received so far (optionally only on paths ending with `path`). */
  spans(path?: string): ReceivedSpan[] {
    const out: ReceivedSpan[] = [];
    for (const r of this.requests) {
      if (path && !r.path.endsWith(path)) continue;
      const body = r.body as { resourceSpans?: unknown[] };
      for (const rs of (body.resourceSpans ?? []) as {
        resource?: { attributes?: KeyValue[] };
        scopeSpans?: { spans?: Record<string, unknown>[] }[];
      }[]) {
        const resource = attributesOf(rs.resource?.attributes);
        for (const ss of rs.scopeSpans ?? [])
          for (const s of ss.spans ?? [])
            out.push({
              name: s.name as string,
              traceId: s.traceId as string,
              spanId: s.spanId as string,
              ...(s.parentSpanId ? { parentSpanId: s.parentSpanId as string } : {}),
              kind: s.kind as number,
              attributes: attributesOf(s.attributes as KeyValue[]),
              status: (s.status ?? {}) as ReceivedSpan['status'],
              events: ((s.events ?? []) as { name: string; attributes?: KeyValue[] }[]).map((e) => ({
                name: e.name,
                attributes: attributesOf(e.attributes),
              })),
              resource,
              path: r.path,
              headers: r.headers,
            });
      }
    }
    return out;
  }

  /** Every metric data point received so far. */
  points(): ReceivedPoint[] {
    const out: ReceivedPoint[] = [];
    for (const r of this.requests) {
      const body = r.body as {
        resourceMetrics?: { scopeMetrics?: { metrics?: Record<string, unknown>[] }[] }[];
      };
      for (const rm of body.resourceMetrics ?? [])
        for (const sm of rm.scopeMetrics ?? [])
          for (const m of sm.metrics ?? []) {
            const data = (m.sum ?? m.gauge ?? m.histogram) as
              | { dataPoints?: Record<string, unknown>[] }
              | undefined;
            for (const p of data?.dataPoints ?? [])
              out.push({
                metric: m.name as string,
                attributes: attributesOf(p.attributes as KeyValue[]),
                ...(p.asInt !== undefined ? { value: Number(p.asInt) } : {}),
                ...(p.asDouble !== undefined ? { value: Number(p.asDouble) } : {}),
                ...(p.count !== undefined ? { count: Number(p.count) } : {}),
                ...(p.sum !== undefined ? { sum: Number(p.sum) } : {}),
              });
          }
    }
    return out;
  }

  /** Resolves once `check` holds for what arrived (polls; no timing assumption beyond a generous cap). */
  async waitFor<T>(check: () => T | undefined | false, what: string, capMs = 60_000): Promise<T> {
    const until = Date.now() + capMs;
    for (;;) {
      const found = check();
      if (found) return found;
      if (Date.now() > until) throw new Error(`The collector never received ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  reset() {
    this.requests.length = 0;
    this.status = 200;
  }

  async close() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
