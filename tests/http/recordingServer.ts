import http from 'node:http';
import { closeNow, listenOnLoopback } from './loopbackServer.ts';

/** A request as the server saw it. */
export interface SeenRequest {
  method: string;
  /** Path without the query. */
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** An answer: JSON unless `type` says otherwise (text bodies then). */
export interface Answer {
  status?: number;
  body: unknown;
  type?: string;
  headers?: Record<string, string>;
}

export interface RecordingServer {
  /** http://127.0.0.1:<port> */
  url: string;
  requests: SeenRequest[];
  close(): void;
}

/**
 * A loopback server speaking whatever protocol `answer` implements, recording every request: the
 * tests' stand-in for a service (a search API, Gmail, Teams...). An undefined answer is a 404.
 */
export async function startRecordingServer(
  answer: (req: SeenRequest) => Answer | undefined | Promise<Answer | undefined>,
): Promise<RecordingServer> {
  const requests: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const seen: SeenRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      requests.push(seen);
      const a = (await answer(seen)) ?? { status: 404, body: { error: 'not found' } };
      const type = a.type ?? 'application/json';
      res.writeHead(a.status ?? 200, { 'content-type': type, ...a.headers });
      res.end(typeof a.body === 'string' && type !== 'application/json' ? a.body : JSON.stringify(a.body));
    });
  });
  const url = await listenOnLoopback(server);
  return { url, requests, close: () => closeNow(server) };
}
