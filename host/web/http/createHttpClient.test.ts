// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestsInFlight } from '../../common/http/RequestsInFlight.ts';
import { createHttpClient, type HttpClient } from './createHttpClient.ts';
import { errorMessage } from './errorMessage.ts';
import { HttpError } from './HttpError.ts';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
const routes = new Map<string, Handler>();
const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
let server: Server;
let base = '';

const json = (res: ServerResponse, status: number, data: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(data));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const handler = routes.get(`${req.method} ${req.url?.split('?')[0]}`);
      if (handler) handler(req, body, res);
      else json(res, 404, { message: 'not here' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

let path = '/tools';
let navigations: string[] = [];
let logouts: boolean[] = [];
let client: HttpClient;
beforeEach(() => {
  routes.clear();
  seen.length = 0;
  path = '/tools';
  navigations = [];
  logouts = [];
  client = createHttpClient({
    baseUrl: base,
    navigate: (to) => navigations.push(to),
    currentPath: () => path,
    logout: (c) => logouts.push(c),
  });
});

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e as HttpError,
  );

describe('createHttpClient', () => {
  it('sends JSON with the internal header and reads JSON', async () => {
    routes.set('POST /api/v1/echo', (_req, body, res) => json(res, 200, { got: JSON.parse(body) }));
    const out = await client.post<{ got: unknown }>(
      '/echo',
      { a: 1 },
      { query: { q: 'x y', skip: undefined } },
    );
    expect(out).toEqual({ got: { a: 1 } });
    expect(seen[0]?.url).toBe('/api/v1/echo?q=x+y');
    expect(seen[0]?.headers['x-request-from']).toBe('internal');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
  });

  it('repeats the key of an array in the query string', async () => {
    routes.set('GET /api/v1/list', (_req, _body, res) => json(res, 200, []));
    await client.get('/list', { query: { type: ['AGENTFLOW', 'MULTIAGENT'], page: 1 } });
    expect(seen[0]?.url).toBe('/api/v1/list?type=AGENTFLOW&type=MULTIAGENT&page=1');
  });

  it('uses the /api/v1 base path and includes credentials by default', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const c = createHttpClient({
      fetch: async (input, init) => {
        calls.push([String(input), init]);
        return new Response('{"version":"1"}', { status: 200 });
      },
      navigate: () => {},
      currentPath: () => '/',
      logout: () => {},
    });
    expect(await c.get('/version')).toEqual({ version: '1' });
    expect(calls[0]?.[0]).toBe('/api/v1/version');
    expect(calls[0]?.[1]?.credentials).toBe('include');
  });

  it('refreshes an expired token and retries the request once', async () => {
    let calls = 0;
    routes.set('GET /api/v1/tools', (_req, _b, res) => {
      calls += 1;
      if (calls === 1) json(res, 401, { message: 'Token Expired', retry: true });
      else json(res, 200, [{ id: 't' }]);
    });
    routes.set('POST /api/v1/auth/refreshToken', (_req, _b, res) => json(res, 200, { id: 'u1' }));
    expect(await client.get('/tools')).toEqual([{ id: 't' }]);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/v1/tools',
      'POST /api/v1/auth/refreshToken',
      'GET /api/v1/tools',
    ]);
    expect(seen[1]?.body).toBe('');
    expect(logouts).toEqual([]);
  });

  it('refreshes once for requests that expire together (single flight), and retries them all', async () => {
    let refreshed = false;
    let refreshes = 0;
    for (const p of ['/tools', '/credentials', '/variables']) {
      routes.set(`GET /api/v1${p}`, (_req, _b, res) =>
        refreshed ? json(res, 200, { p }) : json(res, 401, { message: 'Token Expired', retry: true }),
      );
    }
    routes.set('POST /api/v1/auth/refreshToken', (_req, _b, res) => {
      refreshes += 1;
      // The server rotates the token: a second refresh with the old one would be refused.
      if (refreshes > 1) return json(res, 401, { message: 'Invalid or Missing token' });
      refreshed = true;
      json(res, 200, { id: 'u1' });
    });
    const out = await Promise.all(['/tools', '/credentials', '/variables'].map((p) => client.get(p)));
    expect(out).toEqual([{ p: '/tools' }, { p: '/credentials' }, { p: '/variables' }]);
    expect(refreshes).toBe(1);
    expect(logouts).toEqual([]);
    expect(navigations).toEqual([]);
  });

  it('a request sent before a refresh that finished meanwhile retries without refreshing again', async () => {
    let refreshes = 0;
    let release: () => void = () => {};
    const slowAnswer = new Promise<void>((r) => {
      release = r;
    });
    routes.set('GET /api/v1/slow', (_req, _b, res) => {
      if (refreshes === 0)
        void slowAnswer.then(() => json(res, 401, { message: 'Token Expired', retry: true }));
      else json(res, 200, 'slow');
    });
    routes.set('GET /api/v1/fast', (_req, _b, res) =>
      refreshes === 0 ? json(res, 401, { message: 'Token Expired', retry: true }) : json(res, 200, 'fast'),
    );
    routes.set('POST /api/v1/auth/refreshToken', (_req, _b, res) => {
      refreshes += 1;
      json(res, 200, { id: 'u1' });
    });
    const slow = client.get('/slow');
    expect(await client.get('/fast')).toBe('fast');
    release();
    expect(await slow).toBe('slow');
    expect(refreshes).toBe(1);
  });

  it('does not retry more than once', async () => {
    routes.set('GET /api/v1/tools', (_req, _b, res) =>
      json(res, 401, { message: 'Token Expired', retry: true }),
    );
    routes.set('POST /api/v1/auth/refreshToken', (_req, _b, res) => json(res, 200, { id: 'u1' }));
    const e = await failure(client.get('/tools'));
    expect(e.status).toBe(401);
    expect(seen.filter((s) => s.url === '/api/v1/tools')).toHaveLength(2);
    expect(logouts).toEqual([true]);
    expect(navigations).toEqual(['/login']);
  });

  it('logs out and goes to /login when the refresh fails (no id)', async () => {
    routes.set('GET /api/v1/tools', (_req, _b, res) =>
      json(res, 401, { message: 'Token Expired', retry: true }),
    );
    routes.set('POST /api/v1/auth/refreshToken', (_req, _b, res) => json(res, 200, {}));
    const e = await failure(client.get('/tools'));
    expect(e).toBeInstanceOf(HttpError);
    expect(logouts).toEqual([true]);
    expect(navigations).toEqual(['/login']);
  });

  it('logs out on an invalid or missing token', async () => {
    routes.set('GET /api/v1/x', (_req, _b, res) => json(res, 401, { message: 'Invalid or Missing token' }));
    const e = await failure(client.get('/x'));
    expect(e.message).toBe('Invalid or Missing token');
    expect(logouts).toEqual([true]);
    expect(navigations).toEqual(['/login']);
  });

  it('follows redirectTo with error, keeping subscription_canceled as a query parameter', async () => {
    routes.set('GET /api/v1/a', (_req, _b, res) =>
      json(res, 401, { redirectTo: '/account', error: 'subscription_canceled' }),
    );
    routes.set('GET /api/v1/b', (_req, _b, res) =>
      json(res, 401, { redirectTo: 'https://example.test/x', error: 'unauthorized' }),
    );
    await failure(client.get('/a'));
    await failure(client.get('/b'));
    expect(navigations).toEqual(['/account?error=subscription_canceled', 'https://example.test/x']);
    expect(logouts).toEqual([]);
  });

  it('logs out on any other 401 except on /signin and /login', async () => {
    routes.set('GET /api/v1/x', (_req, _b, res) => json(res, 401, { message: 'nope' }));
    await failure(client.get('/x'));
    expect(logouts).toEqual([true]);
    expect(navigations).toEqual(['/login']);
    for (const p of ['/login', '/signin']) {
      path = p;
      await failure(client.get('/x'));
    }
    expect(logouts).toEqual([true]);
    expect(navigations).toEqual(['/login']);
  });

  it('a caller that went away steers nothing: its 401 cut off mid-body signs no one out', async () => {
    // The answer's head comes, its body never ends: the page leaves (its signal aborts) meanwhile,
    // as a page does when another request's 401 has just sent the browser elsewhere.
    routes.set('GET /api/v1/slow', (_req, _b, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.write('{"message":"The enterprise license has expired","redirectTo":');
    });
    let headersIn!: () => void;
    const arrived = new Promise<void>((r) => {
      headersIn = r;
    });
    const leaving = createHttpClient({
      baseUrl: base,
      fetch: async (input, init) => {
        const res = await globalThis.fetch(input, init);
        headersIn();
        return res;
      },
      navigate: (to) => navigations.push(to),
      currentPath: () => path,
      logout: (c) => logouts.push(c),
    });
    const controller = new AbortController();
    const pending = failure(leaving.get('/slow', { signal: controller.signal }));
    await arrived;
    controller.abort();
    expect((await pending).status).toBe(401);
    expect(navigations).toEqual([]);
    expect(logouts).toEqual([]);
  });

  it('sends a 403 to /unauthorized', async () => {
    routes.set('GET /api/v1/x', (_req, _b, res) => json(res, 403, { message: 'Forbidden' }));
    const e = await failure(client.get('/x'));
    expect(e.status).toBe(403);
    expect(navigations).toEqual(['/unauthorized']);
  });

  it('leaves a 403 with a caller that handles it itself (redirectOnForbidden: false)', async () => {
    routes.set('GET /api/v1/x', (_req, _b, res) => json(res, 403, { message: 'Not assigned' }));
    const e = await failure(client.get('/x', { redirectOnForbidden: false }));
    expect([e.status, e.message]).toEqual([403, 'Not assigned']);
    expect(navigations).toEqual([]);
  });

  it('keeps other errors with their status and message', async () => {
    routes.set('GET /api/v1/x', (_req, _b, res) => json(res, 422, { message: 'name is required' }));
    const e = await failure(client.get('/x'));
    expect([e.status, e.message]).toEqual([422, 'name is required']);
    expect(navigations).toEqual([]);
  });

  it('counts a request as out until its answer is read, or it failed', async () => {
    const inFlight = new RequestsInFlight();
    const counted = createHttpClient({
      baseUrl: base,
      navigate: () => {},
      currentPath: () => '/',
      logout: () => {},
      inFlight,
    });
    let answer: (() => void) | undefined;
    routes.set('GET /api/v1/slow', (_req, _b, res) => {
      answer = () => json(res, 200, { ok: true });
    });
    routes.set('GET /api/v1/bad', (_req, _b, res) => json(res, 422, { message: 'no' }));
    const slow = counted.get('/slow');
    const bad = failure(counted.get('/bad'));
    expect(inFlight.size).toBe(2);
    await bad;
    await vi.waitFor(() => expect(answer).toBeDefined());
    expect(inFlight.size).toBe(1);
    answer?.();
    expect(await slow).toEqual({ ok: true });
    expect(inFlight.size).toBe(0);
  });

  it('turns a missing response into status 0 Network error occurred', async () => {
    const dead = createHttpClient({
      baseUrl: 'http://127.0.0.1:1/api/v1',
      navigate: () => {},
      currentPath: () => '/',
      logout: () => {},
    });
    const e = await failure(dead.get('/x'));
    expect([e.status, e.message]).toEqual([0, 'Network error occurred']);
  });
});

describe('errorMessage', () => {
  it('uses the string message or the serialised value', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage({ message: 'm' })).toBe('m');
    expect(errorMessage({ code: 5 })).toBe('{"code":5}');
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage(42)).toBe('42');
    expect(errorMessage(undefined)).toBe('undefined');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(errorMessage(cyclic)).toBe('[object Object]');
  });
});
