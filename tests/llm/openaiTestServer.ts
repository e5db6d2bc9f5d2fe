import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { embedText } from './embedText.ts';
import { sampleFromSchema } from './sampleFromSchema.ts';

/** One scripted answer of the fake model. */
export type ScriptedReply =
  | { text: string; usage?: Usage; delayMs?: number }
  | { toolCalls: ScriptedToolCall[]; text?: string; usage?: Usage; delayMs?: number }
  | { json: unknown; usage?: Usage; delayMs?: number }
  | { error: { status: number; message: string }; delayMs?: number };

export interface ScriptedToolCall {
  name: string;
  /** An object (sent as its JSON text) or the raw arguments text. */
  arguments: unknown;
  id?: string;
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
}

/** A request as the server received it, for assertions. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: ChatRequestBody;
  at: number;
}

export interface ChatRequestBody {
  model?: string;
  stream?: boolean;
  messages?: { role: string; content: unknown; tool_calls?: unknown; tool_call_id?: string }[];
  tools?: { type: string; function: { name: string; description?: string; parameters?: unknown } }[];
  response_format?: { type: string; json_schema?: { name?: string; schema?: unknown } };
  stream_options?: { include_usage?: boolean };
  [key: string]: unknown;
}

export type Responder = (req: RecordedRequest) => ScriptedReply | Promise<ScriptedReply>;

export interface OpenAITestServerOptions {
  /** Pause before each streamed chunk (and before a non-streamed answer). Default 0. */
  chunkDelayMs?: number;
  /** Listed by GET /v1/models. */
  models?: string[];
  /** Answers when the queue is empty; default: see defaultReply. */
  responder?: Responder;
  /**
   * Serves other path layouts (Azure's /openai/deployments/{name}/chat/completions?api-version=):
   * 'chat', 'models' or 'embeddings' answer as those routes; an error object is answered as is.
   */
  route?: (req: IncomingMessage, url: URL) => OpenAIRoute | { status: number; message: string } | undefined;
}

export type OpenAIRoute = 'chat' | 'models' | 'embeddings';

export interface OpenAITestServer {
  /** http://127.0.0.1:<port>/v1: what an OpenAI client takes as baseURL. */
  baseURL: string;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Every chat-completions request, oldest first. */
  requests: RecordedRequest[];
  /** Adds replies used in order before the responder. */
  enqueue(...replies: ScriptedReply[]): void;
  setResponder(responder: Responder | undefined): void;
  setChunkDelay(ms: number): void;
  /** Clears the queue, the recorded requests and the responder. */
  reset(): void;
  close(): Promise<void>;
}

const DEFAULT_USAGE: Usage = { prompt_tokens: 10, completion_tokens: 5 };

/** The last user message's text. */
export function lastUserText(body: ChatRequestBody): string {
  const users = (body.messages ?? []).filter((m) => m.role === 'user');
  const content = users.at(-1)?.content;
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content.map((p) => (p && typeof p === 'object' && 'text' in p ? String(p.text) : '')).join('');
  }
  return '';
}

/** The image URLs (data: or http) of the last user message's image_url parts, in order. */
export function lastUserImages(body: ChatRequestBody): string[] {
  const users = (body.messages ?? []).filter((m) => m.role === 'user');
  const content = users.at(-1)?.content;
  if (!Array.isArray(content)) return [];
  return content.flatMap((p: { type?: string; image_url?: { url?: unknown } } | null) =>
    p?.type === 'image_url' && typeof p.image_url?.url === 'string' ? [p.image_url.url] : [],
  );
}

/**
 * Without a script: structured-output requests get a value made from their JSON schema, others
 * an echo of the last user message ('echo: <text>').
 */
export function defaultReply(req: RecordedRequest): ScriptedReply {
  const schema = req.body.response_format?.json_schema?.schema;
  if (req.body.response_format?.type === 'json_schema' && schema) return { json: sampleFromSchema(schema) };
  return { text: `echo: ${lastUserText(req.body)}` };
}

export const sleep = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

function toolCallsOf(reply: { toolCalls: ScriptedToolCall[] }) {
  return reply.toolCalls.map((c, i) => ({
    id: c.id ?? `call_${i}_${Math.random().toString(36).slice(2, 10)}`,
    type: 'function' as const,
    function: {
      name: c.name,
      arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments ?? {}),
    },
  }));
}

function usageOf(u: Usage | undefined) {
  const usage = u ?? DEFAULT_USAGE;
  return { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };
}

/** Splits text into word-sized chunks that join back to the same text. */
export function chunkText(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [''];
}

/**
 * A real OpenAI-compatible chat-completions server on 127.0.0.1 (node:http): JSON and SSE
 * answers, scripted text, tool calls and structured output, per-chunk latency, usage numbers,
 * GET /v1/models, and a record of every request.
 */
export async function startOpenAITestServer(
  options: OpenAITestServerOptions = {},
): Promise<OpenAITestServer> {
  const queue: ScriptedReply[] = [];
  const requests: RecordedRequest[] = [];
  let responder = options.responder;
  let chunkDelayMs = options.chunkDelayMs ?? 0;
  const models = options.models ?? ['gpt-4o-mini', 'gpt-4o', 'test-model'];
  let counter = 0;

  async function complete(req: IncomingMessage, res: ServerResponse) {
    let body: ChatRequestBody;
    try {
      body = JSON.parse(await readBody(req)) as ChatRequestBody;
    } catch {
      return sendJson(res, 400, { error: { message: 'Body is not JSON', type: 'invalid_request_error' } });
    }
    const recorded: RecordedRequest = {
      method: req.method ?? 'POST',
      path: req.url ?? '',
      headers: req.headers,
      body,
      at: Date.now(),
    };
    requests.push(recorded);
    const reply = queue.shift() ?? (await (responder ?? defaultReply)(recorded));
    await sleep(reply.delayMs ?? 0);
    if ('error' in reply) {
      return sendJson(res, reply.error.status, {
        error: { message: reply.error.message, type: 'server_error' },
      });
    }
    const id = `chatcmpl-${++counter}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body.model ?? 'test-model';
    const content = 'json' in reply ? JSON.stringify(reply.json) : (reply.text ?? null);
    const toolCalls = 'toolCalls' in reply ? toolCallsOf(reply) : undefined;
    const finish = toolCalls?.length ? 'tool_calls' : 'stop';
    const usage = usageOf(reply.usage);

    if (!body.stream) {
      await sleep(chunkDelayMs);
      return sendJson(res, 200, {
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content, ...(toolCalls?.length ? { tool_calls: toolCalls } : {}) },
            finish_reason: finish,
          },
        ],
        usage,
      });
    }

    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const write = (choices: unknown[], extra: Record<string, unknown> = {}) =>
      res.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices, ...extra })}\n\n`,
      );
    let closed = false;
    res.on('close', () => {
      closed = true;
    });
    await sleep(chunkDelayMs);
    write([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
    for (const piece of content ? chunkText(content) : []) {
      await sleep(chunkDelayMs);
      if (closed) return;
      write([{ index: 0, delta: { content: piece }, finish_reason: null }]);
    }
    for (const [index, call] of (toolCalls ?? []).entries()) {
      await sleep(chunkDelayMs);
      if (closed) return;
      write([{ index: 0, delta: { tool_calls: [{ index, ...call }] }, finish_reason: null }]);
    }
    write([{ index: 0, delta: {}, finish_reason: finish }]);
    if (body.stream_options?.include_usage) write([], { usage });
    res.end('data: [DONE]\n\n');
  }

  /** POST /v1/embeddings: a deterministic vector per input (embedText), recorded like chat requests. */
  async function embed(req: IncomingMessage, res: ServerResponse) {
    const body = JSON.parse(await readBody(req)) as ChatRequestBody & { input?: string | string[] };
    requests.push({ method: 'POST', path: req.url ?? '', headers: req.headers, body, at: Date.now() });
    const inputs = typeof body.input === 'string' ? [body.input] : (body.input ?? []);
    if (!inputs.length) return sendJson(res, 400, { error: { message: 'input is required' } });
    const dimensions = typeof body.dimensions === 'number' ? body.dimensions : 8;
    sendJson(res, 200, {
      object: 'list',
      data: inputs.map((text, index) => ({
        object: 'embedding',
        index,
        embedding: embedText(text, dimensions),
      })),
      model: body.model ?? 'text-embedding-3-small',
      usage: { prompt_tokens: inputs.length, total_tokens: inputs.length },
    });
  }

  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const routed = options.route?.(req, new URL(req.url ?? '/', 'http://127.0.0.1'));
    if (typeof routed === 'object') {
      return sendJson(res, routed.status, {
        error: { message: routed.message, code: String(routed.status) },
      });
    }
    if (routed === 'embeddings' || (req.method === 'POST' && path === '/v1/embeddings')) {
      embed(req, res).catch((err: Error) => sendJson(res, 500, { error: { message: err.message } }));
      return;
    }
    if (routed === 'models' || (req.method === 'GET' && path === '/v1/models')) {
      return sendJson(res, 200, {
        object: 'list',
        data: models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'test' })),
      });
    }
    if (routed === 'chat' || (req.method === 'POST' && path === '/v1/chat/completions')) {
      complete(req, res).catch((err: Error) => {
        if (!res.headersSent) sendJson(res, 500, { error: { message: err.message } });
        else res.end();
      });
      return;
    }
    sendJson(res, 404, { error: { message: `No route ${req.method} ${path}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    baseURL: `${url}/v1`,
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
