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
      OTEL_BSP_SCHEDULE_DELAY: '100',
      OTEL_METRIC_EXPORT_INTERVAL: '200',
    },
  });
});
afterAll(async () => {
  await h?.close();
  await collector?.close();
});

describe('OpenTelemetry metrics', () => {
  it('exports prediction metrics: count, latency, errors and the queue depth gauge', async () => {
    const id = await h.createLlmFlow();
    const res = await h.call('POST', `/prediction/${id}`, { question: 'hello' });
    expect(res.status).toBe(200);
    h.llm.enqueue({ error: { status: 400, message: 'model refused' } });
    expect((await h.call('POST', `/prediction/${id}`, { question: 'fail' })).status).toBe(500);
    const finished = (p: { attributes: Record<string, unknown> }) =>
      p.attributes['brains.flow.kind'] === 'AGENTFLOW' && p.attributes['brains.flow.status'] === 'FINISHED';
    await collector.waitFor(
      () =>
        collector
          .points()
          .some((p) => p.metric === 'brains.predictions' && finished(p) && (p.value ?? 0) >= 1),
      'the predictions counter',
    );
    const latency = await collector.waitFor(
      () => collector.points().find((p) => p.metric === 'brains.prediction.duration' && finished(p)),
      'the latency histogram',
    );
    expect(latency.count).toBeGreaterThanOrEqual(1);
    expect(latency.sum).toBeGreaterThan(0);
    await collector.waitFor(
      () =>
        collector
          .points()
          .some(
            (p) => p.metric === 'brains.prediction.errors' && p.attributes['brains.flow.status'] === 'ERROR',
          ),
      'the errors counter',
    );
    const depth = await collector.waitFor(
      () => collector.points().find((p) => p.metric === 'brains.queue.depth'),
      'the queue depth gauge',
    );
    expect(depth.value).toBe(0);
    // what queue mode feeds it (BullMQ counts asynchronously) is what the collector reads
    h.server.app.brains.telemetry.queueDepth = async () => 7;
    await collector.waitFor(
      () => collector.points().some((p) => p.metric === 'brains.queue.depth' && p.value === 7),
      'the gauge fed by queue mode',
    );
    h.server.app.brains.telemetry.queueDepth = () => 0;
  });
});

describe('a collector that refuses', () => {
  it('does not stop predictions, and spans flow again once it is back', async () => {
    const id = await h.createLlmFlow();
    collector.status = 503;
    try {
      const refused = await h.call('POST', `/prediction/${id}`, { question: 'while down' });
      expect(refused.status).toBe(200);
      // the refused batch reached the collector (which answered 503)
      await collector.waitFor(
        () => collector.spans().some((s) => s.attributes['brains.execution.id'] === refused.body.executionId),
        'the batch it refused',
      );
    } finally {
      collector.status = 200;
    }
    const back = await h.call('POST', `/prediction/${id}`, { question: 'back again' });
    expect(back.status).toBe(200);
    await collector.waitFor(
      () => collector.spans().some((s) => s.attributes['brains.execution.id'] === back.body.executionId),
      'the spans after it came back',
    );
  });
});

describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('creates and exports nothing', async () => {
    const quiet = await new OtlpCollector().start();
    const plain = await startEngineHarness();
    try {
      const telemetry = plain.server.app.brains.telemetry;
      expect(telemetry.exporting).toBe(false);
      expect(await telemetry.flowRun({ flowId: 'x', kind: 'AGENTFLOW' })).toBeUndefined();
      const id = await plain.createLlmFlow();
      const res = await plain.call('POST', `/prediction/${id}`, { question: 'hello' });
      expect(res.status).toBe(200);
      await telemetry.flush();
      expect(quiet.requests).toEqual([]);
      // nothing to export: OpenTelemetry's packages were never loaded
      expect(telemetry.loaded).toBe(false);
    } finally {
      await plain.close();
      await quiet.close();
    }
  });
});
