import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { AllowPrivate } from '../../../../host/common/net/allowPrivate.ts';
import type { NodeContext } from '../../../../host/server/engine/engineTypes.ts';
import { azureTarget, startAzureTestServer } from '../../../../tests/llm/azureTestServer.ts';
import { embedText } from '../../../../tests/llm/embedText.ts';
import { startGoogleTestServer } from '../../../../tests/llm/googleTestServer.ts';
import { startOpenAITestServer } from '../../../../tests/llm/openaiTestServer.ts';
import { EMBEDDING_PROVIDERS } from '../../common/embeddingProviders.ts';
import { createEmbeddingModel, embedTexts } from './createEmbeddingModel.ts';

const [openai, google, azure] = await Promise.all([
  startOpenAITestServer(),
  startGoogleTestServer({ apiKey: 'g-embed' }),
  startAzureTestServer({ apiKey: 'az-embed', deployments: ['embed-prod'] }),
]);
afterAll(() => Promise.all([openai.close(), google.close(), azure.close()]));

/** The engine's services with these credentials; secrets collected like a run does. */
function context(
  credentials: Record<string, Record<string, string>>,
  allowPrivate: AllowPrivate = ['127.0.0.1'],
) {
  const secrets: string[] = [];
  const ctx = {
    services: {
      // the test servers listen on 127.0.0.1
      allowPrivate,
      credential: async (id: string) => {
        const data = credentials[id];
        if (!data) throw new Error(`no credential ${id}`);
        return { credentialName: 'x', data };
      },
    },
    addSecret: (s: string) => secrets.push(s),
  } as unknown as Pick<NodeContext, 'services' | 'addSecret'>;
  return { ctx, secrets };
}

const texts = ['the cat sat', 'a dog ran', 'the cat sat'];

describe('createEmbeddingModel + embedTexts', () => {
  it('refuses a base URL on loopback unless HTTP_ALLOW_PRIVATE allows it: the key is never sent', async () => {
    const before = openai.requests.length;
    const { ctx } = context({ c1: { openAIApiKey: 'sk-embed-private' } }, false);
    const embedder = await createEmbeddingModel(
      'openAIEmbeddings',
      { credential: 'c1', basepath: openai.baseURL },
      ctx,
    );
    await expect(embedTexts(embedder, texts)).rejects.toThrow(/HTTP_ALLOW_PRIVATE=127\.0\.0\.1/);
    expect(openai.requests.length).toBe(before);
  });

  it('a failed call says the status and the provider reason, never the rest of the body', async () => {
    // the embedded text picks the answer, so a retry gets the same one
    const answers = [
      {
        status: 400,
        type: 'application/json',
        body: JSON.stringify({ error: { message: 'bad input\n<html>internal page' } }),
      },
      { status: 502, type: 'text/html', body: '<html>internal page</html>' },
      { status: 200, type: 'text/html', body: '<html>internal page</html>' },
    ];
    const upstream = http.createServer(async (req, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      const a = answers[Number(JSON.parse(body).input[0])] ?? answers[0]!;
      res.writeHead(a.status, { 'content-type': a.type }).end(a.body);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    try {
      const { ctx } = context({ c1: { openAIApiKey: 'sk-embed' } });
      const basepath = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1`;
      const embedder = await createEmbeddingModel('openAIEmbeddings', { credential: 'c1', basepath }, ctx);
      const failures: Error[] = [];
      for (let i = 0; i < 3; i++)
        await embedTexts(embedder, [String(i)]).catch((e: Error) => failures.push(e));
      expect(failures.map((e) => e.message)).toEqual([
        expect.stringMatching(/answered 400: bad input$/),
        expect.stringMatching(/^Failed after 2 attempts\. Last error: .* answered 502: Bad Gateway$/),
        expect.stringMatching(/answered 200: Invalid JSON response$/),
      ]);
      for (const e of failures)
        expect(JSON.stringify({ ...e, message: e.message })).not.toContain('internal page');
    } finally {
      upstream.close();
    }
  });

  it('OpenAI: POST /v1/embeddings with the credential key, vectors in order', async () => {
    const { ctx, secrets } = context({ c1: { openAIApiKey: 'sk-embed' } });
    const embedder = await createEmbeddingModel(
      'openAIEmbeddings',
      { credential: 'c1', basepath: openai.baseURL, modelName: 'text-embedding-3-large' },
      ctx,
    );
    const { vectors, tokens, usage } = await embedTexts(embedder, texts);
    expect(vectors).toEqual(texts.map((t) => embedText(t, 8)));
    expect(tokens).toBe(3);
    // Recorded with the model, so the executions page can price it.
    expect(usage).toEqual({
      inputTokens: 3,
      outputTokens: 0,
      totalTokens: 3,
      provider: 'openAIEmbeddings',
      model: 'text-embedding-3-large',
    });
    const req = openai.requests.at(-1);
    expect(req?.path).toBe('/v1/embeddings');
    expect(req?.headers.authorization).toBe('Bearer sk-embed');
    expect(req?.body.model).toBe('text-embedding-3-large');
    expect(secrets).toEqual(['sk-embed']);
  });

  it('Google: batchEmbedContents with the default model', async () => {
    const { ctx } = context({ g: { googleGenerativeAPIKey: 'g-embed' } });
    const embedder = await createEmbeddingModel(
      'googleGenerativeAiEmbeddings',
      { credential: 'g', baseUrl: google.baseURL },
      ctx,
    );
    expect(embedder.modelName).toBe('text-embedding-004');
    const { vectors } = await embedTexts(embedder, texts);
    expect(vectors[0]).toEqual(vectors[2]);
    expect(vectors[0]).not.toEqual(vectors[1]);
  });

  it('Azure: the credential deployment at the deployments path with its api-version', async () => {
    const { ctx } = context({
      a: {
        azureOpenAIApiKey: 'az-embed',
        azureOpenAIApiDeploymentName: 'embed-prod',
        azureOpenAIApiVersion: '2024-10-21',
      },
    });
    const embedder = await createEmbeddingModel(
      'azureOpenAIEmbeddings',
      { credential: 'a', basepath: azure.azureBaseURL },
      ctx,
    );
    const { vectors } = await embedTexts(embedder, texts);
    expect(vectors).toHaveLength(3);
    expect(azureTarget(azure.requests.at(-1)?.path ?? '')).toEqual({
      deployment: 'embed-prod',
      apiVersion: '2024-10-21',
    });
  });

  it('OpenAI-compatible servers (Ollama) need no key; bad choices fail clearly', async () => {
    const { ctx } = context({});
    const embedder = await createEmbeddingModel('ollamaEmbeddings', { baseUrl: openai.baseURL }, ctx);
    expect((await embedTexts(embedder, ['x'])).vectors).toEqual([embedText('x', 8)]);
    expect(openai.requests.at(-1)?.body.model).toBe('nomic-embed-text');
    expect(openai.requests.at(-1)?.headers.authorization).toBeUndefined();
    expect((await embedTexts(embedder, [])).vectors).toEqual([]);

    await expect(createEmbeddingModel('anthropicEmbeddings', {}, ctx)).rejects.toThrow(
      "Unsupported embeddings 'anthropicEmbeddings'",
    );
    await expect(createEmbeddingModel('openAICompatibleEmbeddings', { modelName: 'm' }, ctx)).rejects.toThrow(
      'needs a base URL',
    );
    const wrong = await createEmbeddingModel(
      'googleGenerativeAiEmbeddings',
      { baseUrl: google.baseURL, apiKey: 'nope' },
      ctx,
    );
    await expect(embedTexts(wrong, ['x'])).rejects.toThrow('API key not valid');
  });

  it('every listed provider can be built', async () => {
    const { ctx } = context({});
    for (const p of EMBEDDING_PROVIDERS) {
      const config = { baseUrl: openai.baseURL, basepath: openai.baseURL, modelName: 'm', apiKey: 'k' };
      await expect(createEmbeddingModel(p.name, config, ctx)).resolves.toMatchObject({ provider: p.name });
    }
  });
});
