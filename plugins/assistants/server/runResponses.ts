import type { AllowPrivate } from '../../../host/common/net/allowPrivate.ts';
import type { RetrievedDocument } from '../../../host/server/engine/knowledge.ts';
import type { RunnableTool } from '../../../host/server/engine/toolProvider.ts';
import { sseDataParser } from '../common/sseData.ts';
import { type VendorEndpoint, VendorError, vendorFetch } from './vendorEndpoint.ts';

/** Model rounds of one answer (each tool round is one); past it the run fails rather than loop. */
export const MAX_RESPONSE_ROUNDS = 10;

interface OutputItem {
  type: string;
  call_id?: string;
  name?: string;
  arguments?: string;
  content?: { type: string; text?: string }[];
  results?: { file_id?: string; filename?: string; score?: number; text?: string }[] | null;
}

interface VendorResponse {
  id: string;
  status?: string;
  error?: { message?: string } | null;
  output?: OutputItem[];
  usage?: { input_tokens?: number; output_tokens?: number; total_tokens?: number };
}

export interface UsedTool {
  tool: string;
  toolInput: unknown;
  toolOutput: string;
  error?: string;
}

export interface ResponsesRun {
  endpoint: VendorEndpoint;
  allowPrivate: AllowPrivate;
  /** The request without input and stream: model, instructions, tools, temperature, top_p, include. */
  request: Record<string, unknown>;
  input: { role: 'user' | 'assistant'; content: string }[];
  /** Our tools the model may call, by the name it knows them by. */
  tools: Map<string, RunnableTool>;
  /** Called with each piece of text as it streams; absent: one JSON answer per round. */
  onDelta?: (text: string) => void;
  signal: AbortSignal;
}

export interface ResponsesResult {
  text: string;
  usedTools: UsedTool[];
  sourceDocuments: RetrievedDocument[];
  usage: { inputTokens: number; outputTokens: number; totalTokens: number };
  responseId: string;
}

/** Reads a streamed response: passes text deltas on, and returns the completed response. */
async function readStream(res: Response, onDelta: (t: string) => void): Promise<VendorResponse> {
  const parser = sseDataParser();
  const decoder = new TextDecoder();
  let done: VendorResponse | undefined;
  const take = (events: unknown[]) => {
    for (const e of events as {
      type?: string;
      delta?: string;
      response?: VendorResponse;
      message?: string;
    }[]) {
      if (e.type === 'response.output_text.delta' && typeof e.delta === 'string') onDelta(e.delta);
      else if (e.type === 'response.completed' || e.type === 'response.incomplete') done = e.response;
      else if (e.type === 'response.failed')
        throw new VendorError(`The response failed: ${e.response?.error?.message ?? 'no reason given'}`);
      else if (e.type === 'error')
        throw new VendorError(`The stream reported an error: ${e.message ?? 'no reason given'}`);
    }
  };
  const reader = res.body?.getReader();
  if (!reader) throw new VendorError('The response had no body');
  for (let r = await reader.read(); !r.done; r = await reader.read())
    take(parser.push(decoder.decode(r.value, { stream: true })));
  take(parser.end());
  if (!done) throw new VendorError('The stream ended before the response completed');
  return done;
}

const textOf = (r: VendorResponse) =>
  (r.output ?? [])
    .filter((o) => o.type === 'message')
    .flatMap((o) => o.content ?? [])
    .filter((c) => c.type === 'output_text')
    .map((c) => c.text ?? '')
    .join('');

/** What a file search found, as the chat's source documents (metadata.source names the file). */
function sourcesOf(r: VendorResponse): RetrievedDocument[] {
  return (r.output ?? [])
    .filter((o) => o.type === 'file_search_call')
    .flatMap((o) => o.results ?? [])
    .map((h) => ({
      pageContent: h.text ?? '',
      metadata: { source: h.filename ?? h.file_id ?? '', fileId: h.file_id },
      ...(typeof h.score === 'number' ? { score: h.score } : {}),
    }));
}

async function callTool(
  tool: RunnableTool | undefined,
  item: OutputItem,
  signal: AbortSignal,
): Promise<UsedTool> {
  const name = item.name ?? '';
  let args: Record<string, unknown> = {};
  try {
    args = item.arguments ? (JSON.parse(item.arguments) as Record<string, unknown>) : {};
  } catch {
    return { tool: name, toolInput: item.arguments, toolOutput: '', error: 'the arguments are not JSON' };
  }
  if (!tool) return { tool: name, toolInput: args, toolOutput: '', error: `no tool named ${name}` };
  try {
    const out = await tool.run(args, signal);
    return { tool: name, toolInput: args, toolOutput: typeof out === 'string' ? out : JSON.stringify(out) };
  } catch (err) {
    return { tool: name, toolInput: args, toolOutput: '', error: (err as Error).message };
  }
}

/**
 * One answer of an assistant on the Responses API: POST /responses with the conversation, then,
 * while the model calls our function tools, runs them and sends their outputs back
 * (function_call_output items, chained by previous_response_id) until it answers in text.
 * The vendor runs file_search and code_interpreter itself; file search hits come back as sources.
 */
export async function runResponses(run: ResponsesRun): Promise<ResponsesResult> {
  const usedTools: UsedTool[] = [];
  const sourceDocuments: RetrievedDocument[] = [];
  const usage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
  let input: unknown[] = run.input;
  let previous: string | undefined;
  for (let round = 1; round <= MAX_RESPONSE_ROUNDS; round++) {
    const res = await vendorFetch(run.endpoint, run.allowPrivate, '/responses', {
      json: {
        ...run.request,
        input,
        ...(previous ? { previous_response_id: previous } : {}),
        stream: Boolean(run.onDelta),
      },
      signal: run.signal,
    });
    const response: VendorResponse = run.onDelta
      ? await readStream(res, run.onDelta)
      : ((await res.json()) as VendorResponse);
    if (response.status === 'failed')
      throw new VendorError(`The response failed: ${response.error?.message ?? 'no reason given'}`);
    usage.inputTokens += response.usage?.input_tokens ?? 0;
    usage.outputTokens += response.usage?.output_tokens ?? 0;
    usage.totalTokens += response.usage?.total_tokens ?? 0;
    sourceDocuments.push(...sourcesOf(response));
    const calls = (response.output ?? []).filter((o) => o.type === 'function_call');
    if (!calls.length)
      return { text: textOf(response), usedTools, sourceDocuments, usage, responseId: response.id };
    const outputs: unknown[] = [];
    for (const call of calls) {
      const used = await callTool(run.tools.get(call.name ?? ''), call, run.signal);
      usedTools.push(used);
      outputs.push({
        type: 'function_call_output',
        call_id: call.call_id,
        output: used.error ? `Error: ${used.error}` : used.toolOutput,
      });
    }
    input = outputs;
    previous = response.id;
  }
  throw new VendorError(`The assistant stopped after ${MAX_RESPONSE_ROUNDS} rounds without a final answer`);
}
