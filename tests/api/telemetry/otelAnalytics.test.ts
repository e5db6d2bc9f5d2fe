import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OtlpCollector } from '../../otel/otlpCollector.ts';
import { type EngineHarness, startEngineHarness } from '../engineHarness.ts';

const LANGFUSE_PUBLIC = 'pk-lf-test-3a9c';
const LANGFUSE_SECRET = 'sk-lf-test-81d7e2';
const LANGSMITH_KEY = 'lsv2_test_key_5b6f0c';

let provider: OtlpCollector;
let h: EngineHarness;

async function credential(credentialName: string, plainDataObj: Record<string, string>): Promise<string> {
  const name = `${credentialName} ${crypto.randomUUID().slice(0, 8)}`;
  const res = await h.call('POST', '/credentials', { name, credentialName, plainDataObj });
  if (res.status !== 201) throw new Error(res.text);
  return res.body.id as string;
}

// No OTEL_EXPORTER_OTLP_ENDPOINT: a flow's analytics work without a collector of the server's own.
beforeAll(async () => {
  provider = await new OtlpCollector().start();
  h = await startEngineHarness({ env: { OTEL_BSP_SCHEDULE_DELAY: '100' } });
});
afterAll(async () => {
  await h?.close();
  await provider?.close();
});

describe('per-flow analytics (Langfuse, LangSmith) through the same spans', () => {
  it('sends a flow’s run and node spans to each provider its analytic config turns on, with its auth', async () => {
    const langfuse = await credential('langfuseApi', {
      langFusePublicKey: LANGFUSE_PUBLIC,
      langFuseSecretKey: LANGFUSE_SECRET,
      langFuseEndpoint: `${provider.url}/langfuse`,
    });
    const langsmith = await credential('langsmithApi', {
      langSmithApiKey: LANGSMITH_KEY,
      langSmithEndpoint: `${provider.url}/langsmith/`,
    });
    const traced = await h.createLlmFlow();
    const plain = await h.createLlmFlow();
    const analytic = JSON.stringify({
      langFuse: { credentialId: langfuse, release: '', status: true },
      langSmith: { credentialId: langsmith, projectName: 'support-bot', status: true },
      lunary: { credentialId: langfuse, status: false },
    });
    const saved = await h.call('PUT', `/chatflows/${traced}`, { analytic });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.analytic).toBe(analytic);

    h.llm.enqueue(
      { text: 'traced answer', usage: { prompt_tokens: 40, completion_tokens: 9 } },
      { text: 'plain answer' },
    );
    const res = await h.call('POST', `/prediction/${traced}`, { question: 'hello analytics' });
    expect(res.status, res.text).toBe(200);
    const other = await h.call('POST', `/prediction/${plain}`, { question: 'not traced' });
    expect(other.status).toBe(200);

    const executionId = res.body.executionId as string;
    for (const path of ['/langfuse/api/public/otel/v1/traces', '/langsmith/otel/v1/traces']) {
      const flow = await provider.waitFor(
        () => provider.spans(path).find((s) => s.attributes['brains.execution.id'] === executionId),
        `the flow span on ${path}`,
      );
      // the run is the root there: the provider never receives a request span
      expect(flow.parentSpanId).toBeUndefined();
      expect(flow.attributes).toMatchObject({ 'brains.flow.id': traced, 'brains.flow.status': 'FINISHED' });
      const llm = await provider.waitFor(
        () =>
          provider
            .spans(path)
            .find(
              (s) => s.parentSpanId === flow.spanId && s.attributes['brains.node.id'] === 'llmAgentflow_0',
            ),
        `the LLM node span on ${path}`,
      );
      expect(llm.attributes).toMatchObject({
        'gen_ai.request.model': 'gpt-4o-mini',
        'gen_ai.usage.input_tokens': 40,
        'gen_ai.usage.output_tokens': 9,
      });
    }
    const langfuseSpans = provider.spans('/langfuse/api/public/otel/v1/traces');
    const basic = `Basic ${Buffer.from(`${LANGFUSE_PUBLIC}:${LANGFUSE_SECRET}`).toString('base64')}`;
    expect(new Set(langfuseSpans.map((s) => s.headers.authorization))).toEqual(new Set([basic]));
    const langsmithSpans = provider.spans('/langsmith/otel/v1/traces');
    expect(new Set(langsmithSpans.map((s) => s.headers['x-api-key']))).toEqual(new Set([LANGSMITH_KEY]));
    expect(new Set(langsmithSpans.map((s) => s.headers['langsmith-project']))).toEqual(
      new Set(['support-bot']),
    );

    // Only the flow that asked for it; no request span; no key, token or question in what was sent.
    const all = provider.spans();
    expect(all.some((s) => s.attributes['brains.flow.id'] === plain)).toBe(false);
    expect(all.some((s) => 'http.route' in s.attributes)).toBe(false);
    const text = JSON.stringify(all.map((s) => [s.name, s.attributes, s.events, s.status, s.resource]));
    for (const secret of [LANGFUSE_PUBLIC, LANGFUSE_SECRET, LANGSMITH_KEY, h.apiKeySecret, 'hello analytics'])
      expect(text).not.toContain(secret);
  });

  it('counts a flow whose analytics name a credential as using it (deleting it asks first)', async () => {
    const id = await credential('langsmithApi', { langSmithApiKey: 'lsv2_in_use' });
    const flow = await h.createLlmFlow();
    const analytic = JSON.stringify({ langSmith: { credentialId: id, status: true } });
    expect((await h.call('PUT', `/chatflows/${flow}`, { analytic })).status).toBe(200);
    const refused = await h.call('DELETE', `/credentials/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.flows).toEqual([expect.objectContaining({ id: flow })]);
  });

  it('refuses an analytic config that is not a JSON object, naming the field', async () => {
    const id = await h.createLlmFlow();
    const res = await h.call('PUT', `/chatflows/${id}`, { analytic: '{"langFuse":' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('body/analytic: not JSON text');
  });
});
