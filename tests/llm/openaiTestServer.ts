import { embedText } from './embedText.ts';
import { embedWords } from './embedWords.ts';
import { sampleFromSchema } from './sampleFromSchema.ts';
import {
  chunkText,
  DEFAULT_USAGE,
  replyText,
  replyToolCalls,
  type ScriptedReply,
  type ScriptedToolCall,
  type Usage,
} from './scriptedReply.ts';
import {
  type ProtocolRequest,
  type ProtocolResponder,
  type RouteContext,
  type ScriptedRoute,
  type ScriptedServer,
  type ScriptedServerOptions,
  type SendError,
  sendJson,
  startEventStream,
  startScriptedServer,
} from './scriptedServer.ts';

/** A chat-completions or embeddings request as the server received it, for assertions. */
export type RecordedRequest = ProtocolRequest<ChatRequestBody>;

export interface ChatRequestBody {
  model?: string;
  stream?: boolean;
  messages?: { role: string; content: unknown; tool_calls?: unknown; tool_call_id?: string }[];
  tools?: { type: string; function: { name: string; description?: string; parameters?: unknown } }[];
  response_format?: { type: string; json_schema?: { name?: string; schema?: unknown } };
  stream_options?: { include_usage?: boolean };
  [key: string]: unknown;
}

export type Responder = ProtocolResponder<ChatRequestBody>;

export type OpenAIRoute = ScriptedRoute<ChatRequestBody>;

export interface OpenAITestServerOptions extends ScriptedServerOptions<ChatRequestBody> {
  /** Listed by GET /v1/models. */
  models?: string[];
  /** Other path layouts (Azure's deployments), tried before the /v1 routes; see completeChat and embed. */
  routes?: OpenAIRoute[];
}

export interface OpenAITestServer extends ScriptedServer<ChatRequestBody> {
  /** http://127.0.0.1:<port>/v1: what an OpenAI client takes as baseURL. */
  baseURL: string;
  /**
   * The next embeddings requests answer these statuses in turn (null: answer normally), then
   * `then` for every later one (default: normally). A 429 carries `retry-after-ms: 1`.
   */
  failEmbeddings(statuses: (number | null)[], then?: number | null): void;
  /**
   * Embeddings requests wait (received, unanswered) until `release` is called, so a test can act
   * while one is in flight, without timing; `held()` counts those received meanwhile.
   */
  holdEmbeddings(): { release(): void; held(): number };
}

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

function toolCallsOf(calls: ScriptedToolCall[]) {
  return calls.map((c, i) => ({
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

const openAIError: SendError = (res, status, message) =>
  sendJson(res, status, {
    error: { message, type: status < 500 ? 'invalid_request_error' : 'server_error' },
  });

let counter = 0;

/** POST chat/completions: the next scripted reply as a chat.completion or as SSE chunks. */
export async function completeChat({ req, res, reply, pause }: RouteContext<ChatRequestBody>) {
  const body = req.body;
  const answer = await reply();
  if ('error' in answer) {
    return sendJson(res, answer.error.status, {
      error: { message: answer.error.message, type: 'server_error' },
    });
  }
  const id = `chatcmpl-${++counter}`;
  const created = Math.floor(Date.now() / 1000);
  const model = body.model ?? 'test-model';
  // a tool-call answer without text has content null, as the real API sends it
  const content = 'toolCalls' in answer && answer.text === undefined ? null : replyText(answer);
  const toolCalls = toolCallsOf(replyToolCalls(answer));
  const finish = toolCalls.length ? 'tool_calls' : 'stop';
  const usage = usageOf(answer.usage);

  if (!body.stream) {
    await pause();
    return sendJson(res, 200, {
      id,
      object: 'chat.completion',
      created,
      model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, ...(toolCalls.length ? { tool_calls: toolCalls } : {}) },
          finish_reason: finish,
        },
      ],
      usage,
    });
  }

  startEventStream(res);
  const write = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    res.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices, ...extra })}\n\n`,
    );
  await pause();
  write([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
  for (const piece of content ? chunkText(content) : []) {
    if (!(await pause())) return;
    write([{ index: 0, delta: { content: piece }, finish_reason: null }]);
  }
  for (const [index, call] of toolCalls.entries()) {
    if (!(await pause())) return;
    write([{ index: 0, delta: { tool_calls: [{ index, ...call }] }, finish_reason: null }]);
  }
  write([{ index: 0, delta: {}, finish_reason: finish }]);
  if (body.stream_options?.include_usage) write([], { usage });
  res.end('data: [DONE]\n\n');
}

/** `words-<dim>` models embed as hashed bags of words (similar texts near); others by embedText. */
function embedderOf(model: unknown, dimensions: unknown): (text: string) => number[] {
  const words = typeof model === 'string' ? /^words-(\d+)$/.exec(model) : null;
  if (words) return (text) => embedWords(text, Number(words[1]));
  const size = typeof dimensions === 'number' ? dimensions : 8;
  return (text) => embedText(text, size);
}

/**
 * POST embeddings: a deterministic vector per input (embedText, or embedWords for `words-<dim>`
 * models), recorded like chat requests.
 */
export function embed({ req, res, record }: RouteContext<ChatRequestBody>) {
  record();
  const { input, model, dimensions } = req.body;
  const inputs = typeof input === 'string' ? [input] : Array.isArray(input) ? (input as string[]) : [];
  if (!inputs.length) return openAIError(res, 400, 'input is required');
  const vectorOf = embedderOf(model, dimensions);
  sendJson(res, 200, {
    object: 'list',
    data: inputs.map((text, index) => ({ object: 'embedding', index, embedding: vectorOf(text) })),
    model: model ?? 'text-embedding-3-small',
    usage: { prompt_tokens: inputs.length, total_tokens: inputs.length },
  });
}

/**
 * A real OpenAI-compatible chat-completions server on 127.0.0.1 (node:http): JSON and SSE
 * answers, scripted text, tool calls and structured output, per-chunk latency, usage numbers,
 * POST /v1/embeddings, GET /v1/models, and a record of every chat and embeddings request.
 */
export async function startOpenAITestServer(
  options: OpenAITestServerOptions = {},
): Promise<OpenAITestServer> {
  const models = options.models ?? ['gpt-4o-mini', 'gpt-4o', 'test-model'];
  const failing = embeddingFailures();
  let gate: Promise<void> | undefined;
  let held = 0;
  const server = await startScriptedServer<ChatRequestBody>(
    [
      ...(options.routes ?? []),
      { method: 'POST', path: /^\/v1\/chat\/completions$/, handle: completeChat },
      {
        method: 'POST',
        path: /^\/v1\/embeddings$/,
        handle: async (ctx) => {
          if (gate) {
            held += 1;
            await gate;
          }
          if (!failing.answer(ctx)) embed(ctx);
        },
      },
      {
        method: 'GET',
        path: /^\/v1\/models$/,
        handle: ({ res }) =>
          sendJson(res, 200, {
            object: 'list',
            data: models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'test' })),
          }),
      },
    ],
    defaultReply,
    options,
    openAIError,
  );
  return {
    ...server,
    baseURL: `${server.url}/v1`,
    failEmbeddings: failing.set,
    holdEmbeddings() {
      held = 0;
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = undefined;
          resolve();
        };
      });
      return { release, held: () => held };
    },
    reset: () => {
      server.reset();
      failing.set([], null);
    },
  };
}

/** The failure plan of one server's embeddings route (failEmbeddings). */
function embeddingFailures() {
  let queue: (number | null)[] = [];
  let later: number | null = null;
  return {
    set(statuses: (number | null)[], then: number | null = null) {
      queue = [...statuses];
      later = then;
    },
    /** Answers the planned failure, or returns undefined to answer normally. */
    answer({ res, record }: RouteContext<ChatRequestBody>): true | undefined {
      const status = queue.length ? queue.shift() : later;
      if (status === null || status === undefined) return undefined;
      record();
      if (status === 429) res.setHeader('retry-after-ms', '1');
      openAIError(
        res,
        status,
        status === 401 ? 'Incorrect API key provided' : `Embeddings failed (${status})`,
      );
      return true;
    },
  };
}
