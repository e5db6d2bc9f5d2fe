import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedWebFetch } from '../../../host/server/sandbox/guardedWebFetch.ts';
import { type McpTestServer, startMcpTestServer } from '../../../tests/mcp/mcpTestServer.ts';
import { connectMcp, withMcp } from './mcpClient.ts';
import { mcpTools } from './mcpToolkit.ts';

const guarded = createGuardedWebFetch({ allowPrivate: ['127.0.0.1'] });
let current: McpTestServer;
let old: McpTestServer;

beforeAll(async () => {
  [current, old] = await Promise.all([startMcpTestServer(), startMcpTestServer({ sseOnly: true })]);
});
afterAll(() => Promise.all([current.close(), old.close()]));

describe('MCP client (official SDK) against SDK servers', () => {
  it('lists and calls tools over streamable HTTP, sending the configured headers', async () => {
    const before = current.headers.length;
    const names = await withMcp(
      { url: current.url, headers: { Authorization: 'Bearer mcp-secret' } },
      { fetch: guarded },
      async (s) => {
        const tools = await s.listTools();
        expect(await s.callTool('add', { a: 2, b: 40 })).toBe('42');
        return tools.map((t) => t.name);
      },
    );
    expect(names).toEqual(['echo', 'add', 'fail']);
    const sent = current.headers.slice(before).filter((h) => h['content-type'] === 'application/json');
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((h) => h.authorization === 'Bearer mcp-secret')).toBe(true);
  });

  it('falls back to the SSE transport for a server that has only that one', async () => {
    const answer = await withMcp(
      { url: old.sseUrl, headers: { 'x-team': 'blue' } },
      { fetch: guarded },
      (s) => s.callTool('echo', { text: 'over sse' }),
    );
    expect(answer).toBe('echo: over sse');
    // The event stream's own request carries them too.
    expect(old.headers.some((h) => h['x-team'] === 'blue' && h.accept === 'text/event-stream')).toBe(true);
  });

  it("throws a tool's error with its text", async () => {
    await expect(
      withMcp({ url: current.url }, { fetch: guarded }, (s) => s.callTool('fail', {})),
    ).rejects.toThrow('the tool failed on purpose');
  });

  it('goes through the guarded fetch: a private address it does not allow is refused', async () => {
    const strict = createGuardedWebFetch({ allowPrivate: false });
    await expect(connectMcp({ url: current.url }, { fetch: strict })).rejects.toThrow(
      /MCP server 127\.0\.0\.1:\d+ could not be reached: .*HTTP_ALLOW_PRIVATE/,
    );
    expect(current.calls.filter((c) => c.name === 'never')).toEqual([]);
  });

  it('gives the selected actions as runnable tools, in their order, each call its own session', async () => {
    const tools = await mcpTools({ url: current.url }, ['echo', 'add'], { fetch: guarded });
    expect(tools.map((t) => t.name)).toEqual(['echo', 'add']);
    expect(tools[0]?.schema).toMatchObject({ type: 'object', required: ['text'] });
    expect(await tools[1]?.run({ a: 1, b: 2 }, AbortSignal.timeout(10_000))).toBe('3');
    await expect(mcpTools({ url: current.url }, ['nope'], { fetch: guarded })).rejects.toThrow(
      "The MCP server has no tool 'nope'; it has: echo, add, fail",
    );
  });
});
