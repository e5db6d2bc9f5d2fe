import { beforeAll, describe, expect, it } from 'vitest';
import { checkMcpCorsOrigins } from '../../plugins/mcp/server/mcpCors.ts';
import { engineHarness } from './engineHarness.ts';
import { withEnv } from './withEnv.ts';

const h = engineHarness();
let apiKey: string;
let flowId: string;

beforeAll(async () => {
  apiKey = (await h.call('POST', '/apikey', { keyName: 'mcp cors' })).body.apiKey as string;
  flowId = await h.createLlmFlow({ api_config: JSON.stringify({ mcpServer: { toolName: 'llm_flow' } }) });
});

/** A tools/call from a page on `origin` (or none), as a browser's fetch sends it. */
const call = (origin?: string) =>
  fetch(`${h.server.url}/api/v1/mcp/${flowId}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      authorization: `Bearer ${apiKey}`,
      ...(origin ? { origin } : {}),
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'llm_flow', arguments: { question: 'Hi?' } },
    }),
  });

const preflight = (origin: string) =>
  fetch(`${h.server.url}/api/v1/mcp/${flowId}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    },
  });

/** The model requests so far: a refused call must not reach the flow. */
const asked = () => h.llm.requests.length;

describe('MCP_CORS_ORIGINS: browsers calling /api/v1/mcp/{flowId} from another site', () => {
  it('unset: callers without an Origin (desktop clients) and the own host pass; any other origin is refused before the flow runs', async () => {
    await withEnv({ MCP_CORS_ORIGINS: undefined }, async () => {
      h.llm.enqueue({ text: 'From a desktop client.' });
      const plain = await call();
      expect(plain.status).toBe(200);
      expect(plain.headers.get('access-control-allow-origin')).toBeNull();
      await plain.text();

      const before = asked();
      const foreign = await call('https://evil.example');
      expect(foreign.status).toBe(403);
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      expect(await foreign.json()).toMatchObject({ error: { message: /https:\/\/evil\.example/ } });
      expect(asked()).toBe(before);

      const pre = await preflight('https://evil.example');
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBeNull();

      h.llm.enqueue({ text: 'Same host.' });
      const own = await call(h.server.url);
      expect(own.status).toBe(200);
      await own.text();
    });
  });

  it('*: every origin, echoed back, on the preflight and the call', async () => {
    await withEnv({ MCP_CORS_ORIGINS: '*' }, async () => {
      const pre = await preflight('https://any.example');
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe('https://any.example');
      expect(pre.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
      expect(pre.headers.get('access-control-allow-methods')).toMatch(/POST/);

      h.llm.enqueue({ text: 'Hello browser.' });
      const res = await call('https://any.example');
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('https://any.example');
      expect(res.headers.get('vary')).toMatch(/Origin/);
      expect(JSON.stringify(await res.json())).toContain('Hello browser.');
    });
  });

  it('a list: the listed origins only', async () => {
    await withEnv({ MCP_CORS_ORIGINS: 'https://allowed.example, https://also.example' }, async () => {
      for (const origin of ['https://allowed.example', 'https://also.example']) {
        expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBe(origin);
        h.llm.enqueue({ text: 'Listed.' });
        const res = await call(origin);
        expect(res.status).toBe(200);
        expect(res.headers.get('access-control-allow-origin')).toBe(origin);
        await res.text();
      }
      expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
      const before = asked();
      expect((await call('https://evil.example')).status).toBe(403);
      expect(asked()).toBe(before);
    });
  });

  it('a value that is no list of origins stops the start, naming the variable and the entry', () => {
    expect(() => checkMcpCorsOrigins({ MCP_CORS_ORIGINS: 'https://ok.example,not an origin' })).toThrow(
      /MCP_CORS_ORIGINS.*'not an origin' is none/,
    );
    expect(() => checkMcpCorsOrigins({ MCP_CORS_ORIGINS: '*' })).not.toThrow();
    expect(() => checkMcpCorsOrigins({})).not.toThrow();
  });
});
