import type { ServerResponse } from 'node:http';
import { sampleFromSchema } from './sampleFromSchema.ts';
import {
  argumentsObject,
  chunkText,
  DEFAULT_USAGE,
  replyText,
  replyToolCalls,
  type ScriptedReply,
  type Usage,
} from './scriptedReply.ts';
import {
  keyAccepted,
  type ProtocolRequest,
  type ScriptedServer,
  type ScriptedServerOptions,
  type SendError,
  sendJson,
  startEventStream,
  startScriptedServer,
  writeEvent,
} from './scriptedServer.ts';

/** A content block of the Messages API (text, tool_use, tool_result, ...). */
export interface AnthropicBlock {
  type: string;
  text?: string;
  id?: string;
  name?: string;
  input?: unknown;
  tool_use_id?: string;
  content?: unknown;
}

export interface AnthropicRequestBody {
  model?: string;
  max_tokens?: number;
  system?: string | AnthropicBlock[];
  messages?: { role: string; content: string | AnthropicBlock[] }[];
  tools?: { name: string; description?: string; input_schema?: unknown }[];
  tool_choice?: { type: string; name?: string };
  stream?: boolean;
  output_config?: { format?: { type: string; schema?: unknown } };
  [key: string]: unknown;
}

export type AnthropicRequest = ProtocolRequest<AnthropicRequestBody>;

export interface AnthropicTestServerOptions extends ScriptedServerOptions<AnthropicRequestBody> {
  /** When set, x-api-key must equal it (else any non-empty key passes). */
  apiKey?: string;
  /** Listed by GET /v1/models (paged with limit / after_id like the real API). */
  models?: string[];
}

export interface AnthropicTestServer extends ScriptedServer<AnthropicRequestBody> {
  /** http://127.0.0.1:<port>/v1: what createAnthropic takes as baseURL. */
  baseURL: string;
}

/** Text of the last user message (tool results, which also come as user messages, are skipped). */
export function lastAnthropicUserText(body: AnthropicRequestBody): string {
  for (const m of [...(body.messages ?? [])].reverse()) {
    if (m.role !== 'user') continue;
    if (typeof m.content === 'string') return m.content;
    const text = m.content.filter((b) => b.type === 'text').map((b) => b.text ?? '');
    if (text.length) return text.join('');
  }
  return '';
}

/**
 * Without a script: structured output (output_config.format or the forced `json` tool) gets a value made from its schema, anything else 'echo: <last user text>'.
 */
export function defaultAnthropicReply(req: AnthropicRequest): ScriptedReply {
  const format = req.body.output_config?.format;
  if (format?.schema) return { json: sampleFromSchema(format.schema) };
  // the ai SDK's fallback: one tool named json, forced with tool_choice any (or by name)
  const choice = req.body.tool_choice;
  const jsonTool = req.body.tools?.find(
    (t) =>
      t.name === 'json' && (choice?.type === 'any' || (choice?.type === 'tool' && choice.name === 'json')),
  );
  if (jsonTool) return { toolCalls: [{ name: 'json', arguments: sampleFromSchema(jsonTool.input_schema) }] };
  return { text: `echo: ${lastAnthropicUserText(req.body)}` };
}

const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  404: 'not_found_error',
  429: 'rate_limit_error',
  529: 'overloaded_error',
};

/** The API's error body, its type named after the status. */
const anthropicError: SendError = (res, status, message) =>
  sendJson(res, status, { type: 'error', error: { type: ERROR_TYPES[status] ?? 'api_error', message } });

function usageOf(u: Usage = DEFAULT_USAGE) {
  return { input_tokens: u.prompt_tokens, output_tokens: u.completion_tokens };
}

let counter = 0;

/**
 * A real Anthropic Messages API server on 127.0.0.1: POST /v1/messages with JSON or SSE answers
 * (message_start, content_block_start/delta/stop with text_delta and input_json_delta,
 * message_delta, message_stop), tool_use blocks, x-api-key and anthropic-version checks, the
 * API's error bodies, and GET /v1/models.
 */
export async function startAnthropicTestServer(
  options: AnthropicTestServerOptions = {},
): Promise<AnthropicTestServer> {
  const models = options.models ?? ['claude-sonnet-4-0', 'claude-3-5-haiku-latest', 'claude-opus-4-0'];
  const authorized = (req: AnthropicRequest, res: ServerResponse) => {
    if (!keyAccepted(req.headers['x-api-key'], options.apiKey)) {
      anthropicError(res, 401, 'invalid x-api-key');
      return false;
    }
    if (!req.headers['anthropic-version']) {
      anthropicError(res, 400, 'anthropic-version: header is required');
      return false;
    }
    return true;
  };
  const server = await startScriptedServer<AnthropicRequestBody>(
    [
      {
        method: 'GET',
        path: /^\/v1\/models$/,
        handle({ req, res }) {
          if (!authorized(req, res)) return;
          const limit = Math.min(Number(req.query.get('limit') ?? 20) || 20, 1000);
          const after = req.query.get('after_id');
          const from = after ? models.indexOf(after) + 1 : 0;
          const page = models.slice(from, from + limit);
          sendJson(res, 200, {
            data: page.map((id) => ({
              type: 'model',
              id,
              display_name: id,
              created_at: '2025-01-01T00:00:00Z',
            })),
            has_more: from + limit < models.length,
            first_id: page[0] ?? null,
            last_id: page.at(-1) ?? null,
          });
        },
      },
      {
        method: 'POST',
        path: /^\/v1\/messages$/,
        async handle({ req, res, reply, pause }) {
          if (!authorized(req, res)) return;
          if (!req.body.model || !req.body.max_tokens || !Array.isArray(req.body.messages)) {
            return anthropicError(res, 400, 'model, max_tokens and messages are required');
          }
          const answer = await reply();
          if ('error' in answer) {
            const { status, message } = answer.error;
            return anthropicError(res, status, message);
          }
          const id = `msg_${++counter}`;
          const text = replyText(answer);
          const calls = replyToolCalls(answer);
          const toolUses = calls.map((c, i) => ({
            type: 'tool_use',
            id: c.id ?? `toolu_${counter}_${i}`,
            name: c.name,
            input: argumentsObject(c),
          }));
          const stopReason = toolUses.length ? 'tool_use' : 'end_turn';
          const usage = usageOf(answer.usage);
          const model = req.body.model;
          if (!req.body.stream) {
            await pause();
            return sendJson(res, 200, {
              id,
              type: 'message',
              role: 'assistant',
              model,
              content: [...(text ? [{ type: 'text', text }] : []), ...toolUses],
              stop_reason: stopReason,
              stop_sequence: null,
              usage,
            });
          }
          startEventStream(res);
          const event = (type: string, data: Record<string, unknown>) =>
            writeEvent(res, { type, ...data }, type);
          event('message_start', {
            message: {
              id,
              type: 'message',
              role: 'assistant',
              model,
              content: [],
              stop_reason: null,
              stop_sequence: null,
              usage: { input_tokens: usage.input_tokens, output_tokens: 1 },
            },
          });
          let index = 0;
          if (text) {
            event('content_block_start', { index, content_block: { type: 'text', text: '' } });
            for (const piece of chunkText(text)) {
              if (!(await pause())) return;
              event('content_block_delta', { index, delta: { type: 'text_delta', text: piece } });
            }
            event('content_block_stop', { index });
            index++;
          }
          for (const use of toolUses) {
            if (!(await pause())) return;
            event('content_block_start', { index, content_block: { ...use, input: {} } });
            event('content_block_delta', {
              index,
              delta: { type: 'input_json_delta', partial_json: JSON.stringify(use.input) },
            });
            event('content_block_stop', { index });
            index++;
          }
          event('message_delta', {
            delta: { stop_reason: stopReason, stop_sequence: null },
            usage: { output_tokens: usage.output_tokens },
          });
          event('message_stop', {});
          res.end();
        },
      },
    ],
    defaultAnthropicReply,
    options,
    anthropicError,
  );
  return { ...server, baseURL: `${server.url}/v1` };
}
