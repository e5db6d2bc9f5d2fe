import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

/**
 * A real MCP server of the official SDK on 127.0.0.1 for tests, speaking streamable HTTP at /mcp
 * (stateless) and the older SSE transport at /sse (+ /messages). `sseOnly` makes it an old server:
 * POST /sse is refused, so clients must fall back to SSE. Tools: `echo` ({ text }), `add` ({ a, b })
 * and `fail` (a tool error). Every request's headers are recorded; `calls` lists the tool calls.
 */
export interface McpTestServer {
  url: string;
  sseUrl: string;
  headers: IncomingHttpHeaders[];
  calls: { name: string; args: Record<string, unknown> }[];
  close(): Promise<void>;
}

const TOOLS = [
  {
    name: 'echo',
    description: 'Echoes a text',
    inputSchema: { type: 'object' as const, properties: { text: { type: 'string' } }, required: ['text'] },
  },
  {
    name: 'add',
    description: 'Adds two numbers',
    inputSchema: {
      type: 'object' as const,
      properties: { a: { type: 'number' }, b: { type: 'number' } },
      required: ['a', 'b'],
    },
  },
  { name: 'fail', description: 'Always fails', inputSchema: { type: 'object' as const, properties: {} } },
];

function mcpServer(calls: McpTestServer['calls']): Server {
  const server = new Server({ name: 'test-mcp', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));
  server.setRequestHandler(CallToolRequestSchema, async (req) => {
    const args = (req.params.arguments ?? {}) as Record<string, unknown>;
    calls.push({ name: req.params.name, args });
    if (req.params.name === 'echo')
      return { content: [{ type: 'text', text: `echo: ${String(args.text)}` }] };
    if (req.params.name === 'add')
      return { content: [{ type: 'text', text: String(Number(args.a) + Number(args.b)) }] };
    return { content: [{ type: 'text', text: 'the tool failed on purpose' }], isError: true };
  });
  return server;
}

async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

/**
 * `requireAuthorization`: every request without that Authorization header gets 401 (a server behind
 * a token). `port`: a fixed port (e2e specs use their own range), else any free one.
 */
export async function startMcpTestServer(
  options: { sseOnly?: boolean; requireAuthorization?: string; port?: number } = {},
): Promise<McpTestServer> {
  const headers: IncomingHttpHeaders[] = [];
  const calls: McpTestServer['calls'] = [];
  const sse = new Map<string, SSEServerTransport>();
  const http = createServer(async (req, res) => {
    headers.push(req.headers);
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (options.requireAuthorization && req.headers.authorization !== options.requireAuthorization) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"unauthorized"}');
      return;
    }
    try {
      if (path === '/mcp' && !options.sseOnly) {
        if (req.method !== 'POST') {
          res.writeHead(405).end();
          return;
        }
        const server = mcpServer(calls);
        const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
        res.on('close', () => void server.close());
        await server.connect(transport);
        await transport.handleRequest(req, res, await jsonBody(req));
      } else if (path === '/sse' && req.method === 'GET') {
        const transport = new SSEServerTransport('/messages', res);
        sse.set(transport.sessionId, transport);
        res.on('close', () => sse.delete(transport.sessionId));
        await mcpServer(calls).connect(transport);
      } else if (path === '/messages' && req.method === 'POST') {
        const id = new URL(req.url ?? '/', 'http://x').searchParams.get('sessionId') ?? '';
        const transport = sse.get(id);
        if (!transport) res.writeHead(404).end();
        else await transport.handlePostMessage(req, res);
      } else {
        res.writeHead(options.sseOnly && path === '/sse' ? 405 : 404).end();
      }
    } catch (error) {
      if (!res.headersSent) res.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => http.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    sseUrl: `http://127.0.0.1:${port}/sse`,
    headers,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}
