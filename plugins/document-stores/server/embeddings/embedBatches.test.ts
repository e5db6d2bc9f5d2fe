import { afterAll, describe, expect, it } from 'vitest';
import type { EngineServices } from '../../../../host/server/engine/engineTypes.ts';
import { embedWords } from '../../../../tests/llm/embedWords.ts';
import { startOpenAITestServer } from '../../../../tests/llm/openaiTestServer.ts';
import { createEmbeddingModel } from '../../../agentflow/public.ts';
import { EmbeddingError, embedBatches } from './embedBatches.ts';

const llm = await startOpenAITestServer();
afterAll(() => llm.close());

const services = {
  credential: async () => ({ credentialName: 'x', data: {} }),
  allowPrivate: true,
} as unknown as EngineServices;
const embedder = () =>
  createEmbeddingModel(
    'openAICompatibleEmbeddings',
    { basepath: llm.baseURL, modelName: 'words-16' },
    { services, addSecret: () => {} },
  );
const texts = ['one cat', 'two dogs', 'three birds', 'four fish', 'five frogs'];
const calls = () => llm.requests.filter((r) => r.path === '/v1/embeddings');

describe('embedBatches', () => {
  it('embeds in order, a batch per request, reporting progress', async () => {
    llm.reset();
    const progress: number[] = [];
    const out = await embedBatches(await embedder(), texts, {
      batchSize: 2,
      onProgress: (n) => progress.push(n),
    });
    expect(out.vectors).toEqual(texts.map((t) => embedWords(t, 16)));
    expect(calls().map((r) => r.body.input)).toEqual([texts.slice(0, 2), texts.slice(2, 4), texts.slice(4)]);
    expect(progress).toEqual([2, 4, 5]);
  });

  it('retries a batch after 429 and 5xx answers, then gives up naming the provider', async () => {
    llm.reset();
    llm.failEmbeddings([429, 503]);
    const out = await embedBatches(await embedder(), texts.slice(0, 2), { baseDelayMs: 1 });
    expect(out.vectors).toHaveLength(2);
    expect(calls()).toHaveLength(3);

    llm.reset();
    llm.failEmbeddings([], 500);
    const failed = embedBatches(await embedder(), texts, { baseDelayMs: 1, maxRetries: 2 });
    await expect(failed).rejects.toThrow(/^OpenAI-compatible Embeddings failed: .*500/);
    expect(calls()).toHaveLength(3);
  });

  it('a bad credential fails at once with a 400 naming the provider', async () => {
    llm.reset();
    llm.failEmbeddings([401]);
    const error = await embedBatches(await embedder(), texts, { baseDelayMs: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmbeddingError);
    expect(error).toMatchObject({
      status: 400,
      message:
        "OpenAI-compatible Embeddings refused the credential (401): check the API key of the embeddings' credential",
    });
    expect(calls()).toHaveLength(1);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(embedBatches(await embedder(), texts, { signal: controller.signal })).rejects.toThrow(
      'cancelled',
    );
  });
});
