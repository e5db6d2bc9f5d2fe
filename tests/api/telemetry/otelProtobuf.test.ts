import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OtlpCollector } from '../../otel/otlpCollector.ts';
import { type EngineHarness, startEngineHarness } from '../engineHarness.ts';

let collector: OtlpCollector;
let h: EngineHarness;

beforeAll(async () => {
  collector = await new OtlpCollector().start();
  h = await startEngineHarness({
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
      OTEL_BSP_SCHEDULE_DELAY: '100',
      OTEL_METRIC_EXPORT_INTERVAL: '200',
    },
  });
});
afterAll(async () => {
  await h?.close();
  await collector?.close();
});

describe('OTLP over protobuf (OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf)', () => {
  it('sends the same spans and metrics as protobuf bodies', async () => {
    const id = await h.createLlmFlow();
    h.llm.enqueue({ text: 'binary hello', usage: { prompt_tokens: 12, completion_tokens: 4 } });
    const res = await h.call('POST', `/prediction/${id}`, { question: 'hello' });
    expect(res.status).toBe(200);
    const flow = await collector.waitFor(
      () => collector.spans().find((s) => s.attributes['brains.execution.id'] === res.body.executionId),
      'the flow span',
    );
    const request = await collector.waitFor(
      () => collector.spans().find((s) => s.spanId === flow.parentSpanId),
      'the request span',
    );
    expect(request.attributes).toMatchObject({
      'http.route': '/api/v1/prediction/:id',
      'http.response.status_code': 200,
    });
    const llm = await collector.waitFor(
      () =>
        collector
          .spans()
          .find((s) => s.parentSpanId === flow.spanId && s.attributes['brains.node.id'] === 'llmAgentflow_0'),
      'the LLM node span',
    );
    expect(llm.attributes).toMatchObject({
      'gen_ai.request.model': 'gpt-4o-mini',
      'gen_ai.usage.input_tokens': 12,
      'gen_ai.usage.output_tokens': 4,
    });
    expect(llm.attributes['brains.cost.usd']).toBeGreaterThan(0);
    const latency = await collector.waitFor(
      () => collector.points().find((p) => p.metric === 'brains.prediction.duration' && (p.count ?? 0) >= 1),
      'the latency histogram',
    );
    expect(latency.sum).toBeGreaterThan(0);
    await collector.waitFor(
      () => collector.points().some((p) => p.metric === 'brains.queue.depth' && p.value === 0),
      'the queue depth gauge',
    );
    expect(new Set(collector.requests.map((r) => r.contentType))).toEqual(
      new Set(['application/x-protobuf']),
    );
  });
});
