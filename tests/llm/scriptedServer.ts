import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ScriptedReply } from './scriptedReply.ts';

/**
 * The protocol-neutral part of the model test servers (OpenAI, Azure, Anthropic, Google): a real
 * node:http server on 127.0.0.1, a queue of scripted replies (ScriptedReply) with a responder
 * behind it, per-chunk latency and a request log. Each protocol supplies its routes and its error body.
 */

/** A model request as the server received it, for assertions. */
export interface ProtocolRequest<B> {
  method: string;
  /** The request target as sent: path and query string. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: B;
  /** The body's bytes as sent (multipart uploads are not JSON: their `body` stays empty). */
  raw: Buffer;
  at: number;
}

export type ProtocolResponder<B> = (req: ProtocolRequest<B>) => ScriptedReply | Promise<ScriptedReply>;

export interface RouteContext<B> {
  req: ProtocolRequest<B>;
  res: ServerResponse;
  /** The path's regex groups. */
  params: string[];
  /** Records the request and takes the next reply (queue first, then the responder), after its delay. */
  reply(): Promise<ScriptedReply>;
  /** Records the request without taking a reply (embeddings). */
  record(): void;
  /** Waits the configured per-chunk delay; false once the client has gone. */
  pause(): Promise<boolean>;
}

export interface ScriptedRoute<B> {
  method: 'GET' | 'POST' | 'DELETE';
  path: RegExp;
  handle(ctx: RouteContext<B>): void | Promise<void>;
}

export interface ScriptedServerOptions<B> {
  chunkDelayMs?: number;
  responder?: ProtocolResponder<B>;
}

export interface ScriptedServer<B> {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Every model request (routes that took a reply), oldest first. */
  requests: ProtocolRequest<B>[];
  enqueue(...replies: ScriptedReply[]): void;
  setResponder(responder: ProtocolResponder<B> | undefined): void;
  setChunkDelay(ms: number): void;
  /** Clears the queue, the recorded requests and the responder. */
  reset(): void;
  close(): Promise<void>;
}

/** Writes a protocol's error body with this status. */
export type SendError = (res: ServerResponse, status: number, message: string) => void;

export const sleep = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

export async function readBody(req: IncomingMessage): Promise<string> {
  return (await readRaw(req)).toString('utf8');
}

export async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function sendJson(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

/** An API key header passes when present and, if the server was given one, equal to it. */
export function keyAccepted(given: unknown, expected: string | undefined): boolean {
  return Boolean(given) && (expected === undefined || given === expected);
}

/** Writes one SSE event (`event:` line only when named). */
export function writeEvent(res: ServerResponse, data: unknown, event?: string) {
  res.write(`${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
}

export function startEventStream(res: ServerResponse) {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
}

export async function startScriptedServer<B>(
  routes: ScriptedRoute<B>[],
  defaultResponder: ProtocolResponder<B>,
  options: ScriptedServerOptions<B> = {},
  sendError: SendError = (res, status, message) => sendJson(res, status, { error: { message } }),
): Promise<ScriptedServer<B>> {
  const queue: ScriptedReply[] = [];
  const requests: ProtocolRequest<B>[] = [];
  let responder = options.responder;
  let chunkDelayMs = options.chunkDelayMs ?? 0;

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const route = routes.find((r) => r.method === req.method && r.path.test(url.pathname));
    const params = route ? (route.path.exec(url.pathname) ?? []).slice(1) : [];
    if (!route) return sendError(res, 404, `No route ${req.method} ${url.pathname}`);
    let body = {} as B;
    let raw: Buffer = Buffer.alloc(0);
    if (req.method === 'POST') {
      raw = await readRaw(req);
      if (!String(req.headers['content-type'] ?? '').startsWith('multipart/form-data')) {
        try {
          body = JSON.parse(raw.toString('utf8')) as B;
        } catch {
          return sendError(res, 400, 'Body is not JSON');
        }
      }
    }
    let closed = false;
    res.on('close', () => {
      closed = true;
    });
    const recorded: ProtocolRequest<B> = {
      method: req.method ?? 'GET',
      path: req.url ?? url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
      raw,
      at: Date.now(),
    };
    let logged = false;
    const record = () => {
      if (!logged) requests.push(recorded);
      logged = true;
    };
    await route.handle({
      req: recorded,
      res,
      params,
      record,
      async reply() {
        record();
        const next = queue.shift() ?? (await (responder ?? defaultResponder)(recorded));
        await sleep(next.delayMs ?? 0);
        return next;
      },
      async pause() {
        await sleep(chunkDelayMs);
        return !closed;
      },
    });
  }

  const server: Server = createServer((req, res) => {
    serve(req, res).catch((err: Error) => {
      if (!res.headersSent) sendError(res, 500, err.message);
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    enqueue: (...replies) => {
      queue.push(...replies);
    },
    setResponder: (r) => {
      responder = r;
    },
    setChunkDelay: (ms) => {
      chunkDelayMs = ms;
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      responder = options.responder;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
