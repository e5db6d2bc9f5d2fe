import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3GenerateResult,
  LanguageModelV3Prompt,
} from '@ai-sdk/provider';

export const REPLICATE_API = 'https://api.replicate.com';

/** A prediction as Replicate answers it (only what is read here). */
interface Prediction {
  id?: string;
  status?: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  output?: unknown;
  error?: unknown;
}

export interface ReplicateSettings {
  /** `owner/name` (the model's latest version) or `owner/name:version`. */
  model: string;
  apiKey: string;
  baseURL: string;
  /** The model's inputs besides the prompt (temperature, max_length, ... and Additional Inputs). */
  input: Record<string, unknown>;
  fetch: typeof globalThis.fetch;
  /** Waits between polls of a prediction still running (tests keep it short). */
  pollMs?: number;
}

const FINAL = new Set(['succeeded', 'failed', 'canceled']);

/** The prompt as one text: Replicate's text models take a single prompt string. */
export function promptText(prompt: LanguageModelV3Prompt): string {
  return prompt
    .map((m) =>
      typeof m.content === 'string'
        ? m.content
        : m.content.map((p) => ('text' in p && typeof p.text === 'string' ? p.text : '')).join(''),
    )
    .filter(Boolean)
    .join('\n\n');
}

/** What a model gave back as text: token lists joined (text models), URL lists one per line (image models). */
export function outputText(output: unknown): string {
  if (typeof output === 'string') return output;
  if (Array.isArray(output) && output.every((o) => typeof o === 'string')) {
    const urls = output.every((o) => /^https?:\/\//.test(o));
    return output.join(urls ? '\n' : '');
  }
  return output === undefined || output === null ? '' : JSON.stringify(output);
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * Replicate as an ai SDK language model: one prediction per call (POST, answered at once with
 * `Prefer: wait` when the model is quick, else polled until it ends), its output as the text.
 * Streaming gives the whole text as one piece when the prediction ends.
 */
export function replicateModel(s: ReplicateSettings): LanguageModelV3 {
  const [ref = '', version] = s.model.split(':');
  const headers = {
    authorization: `Bearer ${s.apiKey}`,
    'content-type': 'application/json',
    prefer: 'wait',
  };
  const call = async (path: string, init: RequestInit, signal?: AbortSignal): Promise<Prediction> => {
    const res = await s.fetch(`${s.baseURL}${path}`, { ...init, headers, ...(signal ? { signal } : {}) });
    const body = (await res.json().catch(() => ({}))) as Prediction & { detail?: string };
    if (!res.ok)
      throw new Error(
        res.status === 401 || res.status === 403
          ? 'Replicate refused the API token (check the Replicate credential)'
          : `Replicate answered ${res.status}: ${body.detail ?? 'no detail'}`,
      );
    return body;
  };
  const generate = async (options: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> => {
    const input: Record<string, unknown> = { ...s.input, prompt: promptText(options.prompt) };
    if (options.temperature !== undefined) input.temperature ??= options.temperature;
    if (options.maxOutputTokens !== undefined) input.max_length ??= options.maxOutputTokens;
    if (options.topP !== undefined) input.top_p ??= options.topP;
    const path = version ? '/v1/predictions' : `/v1/models/${ref}/predictions`;
    let p = await call(
      path,
      { method: 'POST', body: JSON.stringify({ ...(version ? { version } : {}), input }) },
      options.abortSignal,
    );
    while (!FINAL.has(p.status ?? '')) {
      if (!p.id) throw new Error('Replicate answered a prediction without an id');
      await sleep(s.pollMs ?? 1000, options.abortSignal);
      p = await call(`/v1/predictions/${encodeURIComponent(p.id)}`, { method: 'GET' }, options.abortSignal);
    }
    if (p.status !== 'succeeded')
      throw new Error(`Replicate: the prediction ${p.status}${p.error ? `: ${String(p.error)}` : ''}`);
    const text = outputText(p.output);
    return {
      content: [{ type: 'text', text }],
      finishReason: { unified: 'stop', raw: p.status },
      usage: {
        inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
        outputTokens: { total: undefined, text: undefined, reasoning: undefined },
      },
      warnings: [],
    };
  };
  return {
    specificationVersion: 'v3',
    provider: 'replicate',
    modelId: s.model,
    supportedUrls: {},
    doGenerate: generate,
    async doStream(options) {
      const result = await generate(options);
      const text = result.content[0]?.type === 'text' ? result.content[0].text : '';
      return {
        stream: new ReadableStream({
          start(controller) {
            controller.enqueue({ type: 'stream-start', warnings: [] });
            controller.enqueue({ type: 'text-start', id: '0' });
            controller.enqueue({ type: 'text-delta', id: '0', delta: text });
            controller.enqueue({ type: 'text-end', id: '0' });
            controller.enqueue({ type: 'finish', finishReason: result.finishReason, usage: result.usage });
            controller.close();
          },
        }),
      };
    },
  };
}
