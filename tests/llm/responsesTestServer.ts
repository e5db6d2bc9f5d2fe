import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  defaultReply,
  type OpenAITestServer,
  type OpenAITestServerOptions,
  startOpenAITestServer,
} from './openaiTestServer.ts';
import { chunkText, DEFAULT_USAGE, replyText, replyToolCalls, type ScriptedReply } from './scriptedReply.ts';
import {
  keyAccepted,
  type ProtocolRequest,
  type RouteContext,
  type ScriptedRoute,
  sendJson,
  startEventStream,
  writeEvent,
} from './scriptedServer.ts';
import { createVendorStore, type VendorStore, vendorStoreRoutes } from './vendorStoreRoutes.ts';

/** A POST /responses body as the server received it. */
export interface ResponsesBody {
  model?: string;
  instructions?: string;
  input?: string | ResponsesInputItem[];
  tools?: { type: string; name?: string; vector_store_ids?: string[]; [k: string]: unknown }[];
  stream?: boolean;
  previous_response_id?: string;
  include?: string[];
  temperature?: number;
  top_p?: number;
  [key: string]: unknown;
}

export interface ResponsesInputItem {
  type?: string;
  role?: string;
  content?: unknown;
  call_id?: string;
  output?: unknown;
}

export interface ResponsesTestServer extends OpenAITestServer {
  /** The files and vector stores the "vendor" holds. */
  vendor: VendorStore;
  /** The POST /responses requests, oldest first (also in `requests`). */
  responses(): ProtocolRequest<ResponsesBody>[];
  /** http://127.0.0.1:<port>/openai: an Azure resource's base URL (api-key header, api-version query). */
  azureBaseURL: string;
}

export interface ResponsesTestServerOptions extends Omit<OpenAITestServerOptions, 'routes'> {
  /** The Azure layout's api-key must equal it (else any non-empty key passes). */
  azureApiKey?: string;
}

/** What the responder answers when nothing is scripted: respond() then picks its default. */
const UNSCRIPTED: ScriptedReply = { text: '' };

const newId = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;
const itemsOf = (body: ResponsesBody): ResponsesInputItem[] =>
  typeof body.input === 'string' ? [{ role: 'user', content: body.input }] : (body.input ?? []);

/** The text of the last user message of a Responses input (a string or input_text parts). */
export function lastUserInput(body: ResponsesBody): string {
  const content = itemsOf(body)
    .filter((i) => i.role === 'user')
    .at(-1)?.content;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((p: { text?: unknown }) => (typeof p?.text === 'string' ? p.text : '')).join('');
}

/**
 * Unscripted answers: a round that hands back tool outputs answers "tool said: <outputs>", one
 * whose file search found passages quotes the best, others echo the last user message.
 */
function defaultResponsesReply(
  body: ResponsesBody,
  found: { filename: string; text: string }[],
): ScriptedReply {
  const outputs = itemsOf(body).filter((i) => i.type === 'function_call_output');
  if (outputs.length) return { text: `tool said: ${outputs.map((o) => String(o.output)).join(', ')}` };
  if (found[0]) return { text: `From ${found[0].filename}: ${found[0].text}` };
  return { text: `echo: ${lastUserInput(body)}` };
}

/** Checks a follow-up round: the previous response exists and every output answers one of its calls. */
function followUpProblem(body: ResponsesBody, kept: Map<string, { callIds: string[] }>): string | undefined {
  const outputs = itemsOf(body).filter((i) => i.type === 'function_call_output');
  if (!body.previous_response_id)
    return outputs.length ? 'function_call_output needs previous_response_id' : undefined;
  const previous = kept.get(body.previous_response_id);
  if (!previous) return `Previous response with id '${body.previous_response_id}' not found.`;
  const missing = previous.callIds.filter((id) => !outputs.some((o) => o.call_id === id));
  return missing.length ? `No tool output found for function call ${missing[0]}.` : undefined;
}

async function respond(
  ctx: RouteContext<ResponsesBody>,
  vendor: VendorStore,
  kept: Map<string, { callIds: string[] }>,
) {
  const { req, res, reply, pause } = ctx;
  const body = req.body;
  const fail = (status: number, message: string) =>
    sendJson(res, status, { error: { message, type: 'invalid_request_error', param: null, code: null } });
  if (!body.model) return fail(400, "Missing required parameter: 'model'.");
  const problem = followUpProblem(body, kept);
  if (problem) return fail(400, problem);
  const searchTool = body.tools?.find((t) => t.type === 'file_search');
  const query = lastUserInput(body);
  const hits =
    searchTool && !body.previous_response_id ? vendor.search(searchTool.vector_store_ids ?? [], query) : [];
  const scripted = await reply();
  const answer =
    scripted === UNSCRIPTED
      ? defaultResponsesReply(
          body,
          hits.map((h) => ({ filename: h.file.filename, text: h.text })),
        )
      : scripted;
  if ('error' in answer) return fail(answer.error.status, answer.error.message);
  const output: Record<string, unknown>[] = [];
  if (searchTool && hits.length)
    output.push({
      id: newId('fs_'),
      type: 'file_search_call',
      status: 'completed',
      queries: [query],
      results: body.include?.includes('file_search_call.results')
        ? hits.map((h) => ({
            file_id: h.file.id,
            filename: h.file.filename,
            score: h.score,
            text: h.text,
            attributes: {},
          }))
        : null,
    });
  const calls = replyToolCalls(answer).map((c) => ({
    id: newId('fc_'),
    type: 'function_call',
    status: 'completed',
    call_id: c.id ?? newId('call_'),
    name: c.name,
    arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments ?? {}),
  }));
  const text = 'toolCalls' in answer && answer.text === undefined ? '' : replyText(answer);
  const message = {
    id: newId('msg_'),
    type: 'message',
    status: 'completed',
    role: 'assistant',
    content: [
      {
        type: 'output_text',
        text,
        annotations: hits.slice(0, 1).map((h) => ({
          type: 'file_citation',
          index: text.length,
          file_id: h.file.id,
          filename: h.file.filename,
        })),
      },
    ],
  };
  if (text || !calls.length) output.push(message);
  output.push(...calls);
  const usage = answer.usage ?? DEFAULT_USAGE;
  const response = {
    id: newId('resp_'),
    object: 'response',
    created_at: Math.floor(Date.now() / 1000),
    status: 'completed',
    error: null,
    model: body.model,
    instructions: body.instructions ?? null,
    previous_response_id: body.previous_response_id ?? null,
    tools: body.tools ?? [],
    temperature: body.temperature ?? 1,
    top_p: body.top_p ?? 1,
    output,
    usage: {
      input_tokens: usage.prompt_tokens,
      output_tokens: usage.completion_tokens,
      total_tokens: usage.prompt_tokens + usage.completion_tokens,
    },
  };
  kept.set(response.id, { callIds: calls.map((c) => c.call_id) });
  if (!body.stream) {
    await pause();
    return sendJson(res, 200, response);
  }
  await streamResponse(res, response, pause);
}

/** The response as the Responses API's semantic SSE events, text in word-sized deltas. */
async function streamResponse(
  res: ServerResponse,
  response: { output: Record<string, unknown>[] } & Record<string, unknown>,
  pause: () => Promise<boolean>,
) {
  let seq = 0;
  const send = (type: string, data: Record<string, unknown>) =>
    writeEvent(res, { type, sequence_number: seq++, ...data }, type);
  startEventStream(res);
  send('response.created', { response: { ...response, status: 'in_progress', output: [], usage: null } });
  for (const [index, item] of response.output.entries()) {
    if (!(await pause())) return;
    if (item.type === 'message') {
      const part = (item.content as { text: string }[])[0] ?? { text: '' };
      send('response.output_item.added', {
        output_index: index,
        item: { ...item, status: 'in_progress', content: [] },
      });
      send('response.content_part.added', {
        item_id: item.id,
        output_index: index,
        content_index: 0,
        part: { type: 'output_text', text: '', annotations: [] },
      });
      for (const delta of part.text ? chunkText(part.text) : []) {
        if (!(await pause())) return;
        send('response.output_text.delta', {
          item_id: item.id,
          output_index: index,
          content_index: 0,
          delta,
        });
      }
      send('response.output_text.done', {
        item_id: item.id,
        output_index: index,
        content_index: 0,
        text: part.text,
      });
      send('response.content_part.done', { item_id: item.id, output_index: index, content_index: 0, part });
    } else if (item.type === 'function_call') {
      send('response.output_item.added', {
        output_index: index,
        item: { ...item, arguments: '', status: 'in_progress' },
      });
      send('response.function_call_arguments.delta', {
        item_id: item.id,
        output_index: index,
        delta: item.arguments,
      });
      send('response.function_call_arguments.done', {
        item_id: item.id,
        output_index: index,
        arguments: item.arguments,
      });
    } else {
      send('response.output_item.added', { output_index: index, item: { ...item, status: 'in_progress' } });
    }
    send('response.output_item.done', { output_index: index, item });
  }
  send('response.completed', { response });
  res.end();
}

/** OpenAI's layout wants a bearer key; Azure's an api-key header and, outside /openai/v1, an api-version. */
function guarded(
  layout: 'openai' | 'azure' | 'azure-v1',
  azureKey: string | undefined,
  route: ScriptedRoute<ResponsesBody>,
): ScriptedRoute<ResponsesBody> {
  return {
    ...route,
    handle(ctx) {
      const fail = (status: number, message: string) =>
        sendJson(ctx.res, status, { error: { message, code: String(status) } });
      if (layout === 'openai' && !String(ctx.req.headers.authorization ?? '').startsWith('Bearer '))
        return fail(401, 'You did not provide an API key.');
      if (layout !== 'openai' && !keyAccepted(ctx.req.headers['api-key'], azureKey))
        return fail(401, 'Access denied due to invalid subscription key or wrong API endpoint.');
      if (layout === 'azure' && !ctx.req.query.get('api-version'))
        return fail(404, 'Resource not found (the api-version query parameter is required)');
      return route.handle(ctx);
    },
  };
}

/**
 * A server of ours on 127.0.0.1 speaking the OpenAI Responses API (POST /responses, JSON and
 * SSE events, function calls checked against previous_response_id, file search over its vector
 * stores, usage) with the Files and Vector stores endpoints, at OpenAI's layout (/v1, bearer key)
 * and Azure's (/openai with api-version, /openai/v1; api-key header). Replies come from the
 * scripted queue (text, toolCalls, error) or the defaults above; chat completions stay served too.
 */
export async function startResponsesTestServer(
  options: ResponsesTestServerOptions = {},
): Promise<ResponsesTestServer> {
  const vendor = createVendorStore();
  const kept = new Map<string, { callIds: string[] }>();
  const layouts = [
    ['/v1', 'openai'],
    ['/openai', 'azure'],
    ['/openai/v1', 'azure-v1'],
  ] as const;
  const routes: ScriptedRoute<ResponsesBody>[] = layouts.flatMap(([prefix, layout]) =>
    [
      {
        method: 'POST' as const,
        path: new RegExp(`^${prefix}/responses$`),
        handle: (ctx: RouteContext<ResponsesBody>) => respond(ctx, vendor, kept),
      },
      ...(vendorStoreRoutes(prefix, vendor) as ScriptedRoute<ResponsesBody>[]),
    ].map((r) => guarded(layout, options.azureApiKey, r)),
  );
  const server = await startOpenAITestServer({
    ...options,
    responder: (req) => (/\/responses(\?|$)/.test(req.path) ? UNSCRIPTED : defaultReply(req)),
    routes: routes as OpenAITestServerOptions['routes'],
  });
  return {
    ...server,
    vendor,
    azureBaseURL: `${server.url}/openai`,
    responses: () =>
      server.requests.filter((r) =>
        /\/responses(\?|$)/.test(r.path),
      ) as unknown as ProtocolRequest<ResponsesBody>[],
    reset() {
      server.reset();
      vendor.clear();
      kept.clear();
    },
  };
}
