import type { Embedder } from '../../../agentflow/public.ts';
import { embeddingProvider } from '../../../agentflow/public.ts';

export interface EmbedBatchOptions {
  /** Texts per request. Default 64 (providers cap one call at 96 to 2048 inputs). */
  batchSize?: number;
  /** Retries per batch after a 429, a 5xx or a dropped connection. Default 4. */
  maxRetries?: number;
  /** First back-off; doubles each retry (capped at 20 s). Default 500 ms. */
  baseDelayMs?: number;
  signal?: AbortSignal;
  /** After each batch: how many texts are embedded so far. */
  onProgress?(done: number): void;
}

/** An embedding call that failed for good; `status` is what the route answers. */
export class EmbeddingError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 502,
  ) {
    super(message);
  }
}

interface CallError {
  statusCode?: number;
  isRetryable?: boolean;
  message: string;
}

function callErrorOf(error: unknown): CallError | null {
  if (!(error instanceof Error)) return null;
  const e = error as Error & { statusCode?: unknown; isRetryable?: unknown; name: string };
  if (e.name === 'AI_APICallError' || typeof e.statusCode === 'number')
    return {
      ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
      isRetryable: e.isRetryable === true,
      message: e.message,
    };
  // a connection refused or reset before any answer
  if (e.name === 'AI_RetryError' || /fetch failed|ECONNRE|socket/i.test(e.message))
    return { isRetryable: true, message: e.message };
  return null;
}

const retryable = (e: CallError) =>
  e.statusCode === undefined ? e.isRetryable === true : e.statusCode === 429 || e.statusCode >= 500;

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
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
}

/** The provider's label for messages ("OpenAI Embeddings"). */
export const providerLabel = (embedder: Pick<Embedder, 'provider'>) =>
  embeddingProvider(embedder.provider)?.label ?? embedder.provider;

/** The failure as the user sees it: which provider, and for a bad credential, what to fix. */
function failure(embedder: Embedder, e: CallError | null, error: unknown): EmbeddingError {
  const label = providerLabel(embedder);
  if (e?.statusCode === 401 || e?.statusCode === 403)
    return new EmbeddingError(
      `${label} refused the credential (${e.statusCode}): check the API key of the embeddings' credential`,
      400,
    );
  const reason = e?.message ?? (error instanceof Error ? error.message : String(error));
  return new EmbeddingError(`${label} failed: ${reason}`, 502);
}

/**
 * Embeds texts in order, `batchSize` per request, retrying a batch on 429/5xx with exponential
 * back-off (the ai SDK's own retries are off so the delays are ours and cancellable). Throws
 * EmbeddingError naming the provider; an abort rejects with the signal's reason.
 */
export async function embedBatches(
  embedder: Embedder,
  texts: readonly string[],
  options: EmbedBatchOptions = {},
): Promise<{ vectors: number[][]; tokens: number }> {
  const { embedMany } = await import('ai');
  const size = Math.max(1, options.batchSize ?? 64);
  const maxRetries = options.maxRetries ?? 4;
  const base = options.baseDelayMs ?? 500;
  const vectors: number[][] = [];
  let tokens = 0;
  for (let start = 0; start < texts.length; start += size) {
    const values = texts.slice(start, start + size);
    for (let attempt = 0; ; attempt++) {
      options.signal?.throwIfAborted();
      try {
        const result = await embedMany({
          model: embedder.model,
          values,
          maxRetries: 0,
          ...(options.signal ? { abortSignal: options.signal } : {}),
        });
        if (result.embeddings.length !== values.length)
          throw new EmbeddingError(
            `${providerLabel(embedder)} answered ${result.embeddings.length} vectors for ${values.length} texts`,
            502,
          );
        vectors.push(...result.embeddings);
        tokens += result.usage?.tokens ?? 0;
        break;
      } catch (error) {
        if (options.signal?.aborted || error instanceof EmbeddingError) throw error;
        const e = callErrorOf(error);
        if (!e || !retryable(e) || attempt >= maxRetries) throw failure(embedder, e, error);
        await sleep(Math.min(base * 2 ** attempt, 20_000), options.signal);
      }
    }
    options.onProgress?.(vectors.length);
  }
  return { vectors, tokens };
}
