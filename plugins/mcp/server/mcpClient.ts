import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { isStdio, type McpRemoteTarget, type McpTarget } from '../common/mcpTarget.ts';

/** A tool an MCP server lists. */
export interface McpToolInfo {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

/** An open session with one MCP server. */
export interface McpSession {
  listTools(signal?: AbortSignal): Promise<McpToolInfo[]>;
  /** The tool's answer as text; a tool error (isError) throws with its text. */
  callTool(name: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<string>;
  close(): Promise<void>;
}

export interface McpConnectOptions {
  /** Every HTTP request of the transports (the guarded web fetch: streams, checks every address). */
  fetch: typeof fetch;
  signal?: AbortSignal;
}

const CLIENT_INFO = { name: 'brains-studio', version: '1.0.0' };

/** The text of a tool result: its text parts joined, other parts as JSON. */
export function resultText(content: unknown): string {
  if (!Array.isArray(content)) return content === undefined ? '' : JSON.stringify(content);
  return content
    .map((part: { type?: string; text?: unknown }) =>
      part?.type === 'text' && typeof part.text === 'string' ? part.text : JSON.stringify(part),
    )
    .join('\n');
}

/** The SDK's client half, loaded with the first connection rather than at server start. */
async function loadSdk() {
  const [client, sse, stdio, http] = await Promise.all([
    import('@modelcontextprotocol/sdk/client/index.js'),
    import('@modelcontextprotocol/sdk/client/sse.js'),
    import('@modelcontextprotocol/sdk/client/stdio.js'),
    import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
  ]);
  return {
    Client: client.Client,
    SSEClientTransport: sse.SSEClientTransport,
    StdioClientTransport: stdio.StdioClientTransport,
    getDefaultEnvironment: stdio.getDefaultEnvironment,
    StreamableHTTPClientTransport: http.StreamableHTTPClientTransport,
  };
}
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

function remoteTransport(
  { SSEClientTransport, StreamableHTTPClientTransport }: Sdk,
  target: McpRemoteTarget,
  kind: 'http' | 'sse',
  fetchFn: typeof fetch,
): Transport {
  const url = new URL(target.url);
  const requestInit: RequestInit = { headers: { ...(target.headers ?? {}) } };
  return kind === 'http'
    ? new StreamableHTTPClientTransport(url, { fetch: fetchFn, requestInit })
    : new SSEClientTransport(url, { fetch: fetchFn, requestInit });
}

async function open({ Client }: Sdk, transport: Transport, signal?: AbortSignal): Promise<Client> {
  const client = new Client(CLIENT_INFO);
  await client.connect(transport, signal ? { signal } : {});
  return client;
}

/** Why a connection failed, briefly, naming the server. */
function connectError(where: string, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`MCP server ${where} could not be reached: ${message}`);
}

/**
 * Connects to an MCP server: a remote one over streamable HTTP, falling back to the older SSE
 * transport when that fails (the SDK's advice for servers of either kind); a local one as a child
 * process (the caller decides whether that is allowed).
 */
export async function connectMcp(target: McpTarget, options: McpConnectOptions): Promise<McpSession> {
  const sdk = await loadSdk();
  let client: Client;
  if (isStdio(target)) {
    const transport = new sdk.StdioClientTransport({
      command: target.command,
      args: target.args ?? [],
      env: { ...sdk.getDefaultEnvironment(), ...(target.env ?? {}) },
      stderr: 'ignore',
    });
    try {
      client = await open(sdk, transport, options.signal);
    } catch (error) {
      throw connectError(`'${target.command}'`, error);
    }
  } else {
    const where = new URL(target.url).host;
    try {
      client =
        target.transport === 'sse'
          ? await open(sdk, remoteTransport(sdk, target, 'sse', options.fetch), options.signal)
          : await open(sdk, remoteTransport(sdk, target, 'http', options.fetch), options.signal);
    } catch (first) {
      if (target.transport === 'sse' || options.signal?.aborted) throw connectError(where, first);
      try {
        client = await open(sdk, remoteTransport(sdk, target, 'sse', options.fetch), options.signal);
      } catch {
        throw connectError(where, first);
      }
    }
  }
  return {
    async listTools(signal) {
      const tools: McpToolInfo[] = [];
      let cursor: string | undefined;
      do {
        const page = await client.listTools(cursor ? { cursor } : {}, signal ? { signal } : {});
        for (const t of page.tools)
          tools.push({
            name: t.name,
            description: t.description ?? t.title ?? t.name,
            inputSchema: t.inputSchema as Record<string, unknown>,
          });
        cursor = page.nextCursor;
      } while (cursor);
      return tools;
    },
    async callTool(name, args, signal) {
      const result = await client.callTool({ name, arguments: args }, undefined, signal ? { signal } : {});
      const text =
        'content' in result ? resultText(result.content) : JSON.stringify(result.toolResult ?? null);
      if (result.isError) throw new Error(text || `MCP tool '${name}' failed`);
      return text;
    },
    close: () => client.close(),
  };
}

/** Opens a session, runs `use` and closes the session whatever happens. */
export async function withMcp<T>(
  target: McpTarget,
  options: McpConnectOptions,
  use: (session: McpSession) => Promise<T>,
): Promise<T> {
  const session = await connectMcp(target, options);
  try {
    return await use(session);
  } finally {
    await session.close().catch(() => {});
  }
}
