import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToolProviderContext } from '../../../host/server/engine/toolProvider.ts';
import { createGuardedFetch } from '../../../host/server/sandbox/guardedFetch.ts';
import { type McpTestServer, startMcpTestServer } from '../../../tests/mcp/mcpTestServer.ts';
import { packagedMcpProviders } from './packagedMcpProviders.ts';

const provider = (name: string) => {
  const p = packagedMcpProviders.find((x) => x.name === name);
  if (!p) throw new Error(`no provider ${name}`);
  return p;
};

let mcp: McpTestServer;
let tokens: ReturnType<typeof createServer>;
let tokenUrl = '';
const tokenBodies: unknown[] = [];

beforeAll(async () => {
  mcp = await startMcpTestServer();
  // Pipedream's OAuth2 client-credentials token endpoint, as its API answers it.
  tokens = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    tokenBodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ access_token: 'pd-token', token_type: 'Bearer', expires_in: 3600 }));
  });
  await new Promise<void>((resolve) => tokens.listen(0, '127.0.0.1', resolve));
  tokenUrl = `http://127.0.0.1:${(tokens.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await mcp.close();
  await new Promise((resolve) => tokens.close(resolve));
});

/** A run's context with one credential and TOOL_BASE_URLS pointing at the test servers. */
function context(data: Record<string, unknown>, secrets: string[]): ToolProviderContext {
  const urls: Record<string, string> = { githubMCP: mcp.url, pipedreamMCP: mcp.url, pipedreamApi: tokenUrl };
  return {
    workspaceId: 'default',
    credential: async () => ({ credentialName: 'test', data }),
    fetch: createGuardedFetch({ allowPrivate: ['127.0.0.1'] }),
    allowPrivate: ['127.0.0.1'],
    signal: AbortSignal.timeout(20_000),
    addSecret: (v) => secrets.push(v),
    baseURL: (name, fallback) => urls[name] ?? fallback,
    vars: { user_email: 'ada@example.com' },
  };
}

describe("the peer's packaged MCP nodes with remote servers", () => {
  it('githubMCP calls the remote server with the credential token as bearer', async () => {
    const secrets: string[] = [];
    const before = mcp.headers.length;
    const tools = await provider('githubMCP').tools(
      { credential: 'c1', mcpActions: '["echo"]' },
      context({ accessToken: 'ghp_secret' }, secrets),
    );
    expect(await tools[0]?.run({ text: 'hi' }, AbortSignal.timeout(10_000))).toBe('echo: hi');
    const posts = mcp.headers.slice(before).filter((h) => h['content-type'] === 'application/json');
    expect(posts.every((h) => h.authorization === 'Bearer ghp_secret')).toBe(true);
    expect(secrets).toContain('Bearer ghp_secret');
  });

  it('pipedreamMCP gets a token for the project and names the app and user in headers', async () => {
    const secrets: string[] = [];
    const before = mcp.headers.length;
    const tools = await provider('pipedreamMCP').tools(
      { credential: 'c2', appSlug: 'slack', externalUserId: '{{$vars.user_email}}', mcpActions: ['add'] },
      context({ clientId: 'id1', clientSecret: 'shh', projectId: 'proj_1' }, secrets),
    );
    expect(await tools[0]?.run({ a: 1, b: 1 }, AbortSignal.timeout(10_000))).toBe('2');
    expect(tokenBodies.at(-1)).toEqual({
      grant_type: 'client_credentials',
      client_id: 'id1',
      client_secret: 'shh',
    });
    const sent = mcp.headers.slice(before).find((h) => h['content-type'] === 'application/json');
    expect(sent).toMatchObject({
      authorization: 'Bearer pd-token',
      'x-pd-project-id': 'proj_1',
      'x-pd-environment': 'development',
      'x-pd-external-user-id': 'ada@example.com',
      'x-pd-app-slug': 'slack',
    });
    expect(secrets).toContain('pd-token');
    // Not secret: hiding the app slug would redact the word 'slack' from every answer.
    expect(secrets).not.toContain('slack');
  });

  it('names what a credential lacks', async () => {
    await expect(provider('githubMCP').tools({ credential: 'c3' }, context({}, []))).rejects.toThrow(
      'Missing Github Access Token',
    );
  });
});
