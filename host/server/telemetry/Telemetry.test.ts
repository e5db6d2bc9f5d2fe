import { trace } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { Telemetry } from './Telemetry.ts';

const quiet = { warn() {} };

describe('Telemetry', () => {
  it('creates nothing without an endpoint or analytics, nor loads the SDK', async () => {
    const t = new Telemetry(undefined, fetch, quiet);
    expect(t.exporting).toBe(false);
    expect(await t.flowRun({ flowId: 'f', kind: 'AGENTFLOW' })).toBeUndefined();
    const req = {};
    t.startRequest(req, 'GET', {});
    expect(t.requestContext(req)).toBeUndefined();
    expect(t.carrier(undefined)).toEqual({});
    expect(await t.fromCarrier({})).toBeUndefined();
    await t.flush();
    expect(t.loaded).toBe(false);
  });

  it('loads the SDK for the first flow whose analytics name a provider', async () => {
    const t = new Telemetry(undefined, fetch, quiet);
    const analytics = [{ url: 'http://127.0.0.1:9/v1/traces', headers: {} }];
    const run = await t.flowRun({ flowId: 'f', kind: 'AGENTFLOW', analytics });
    expect(t.loaded).toBe(true);
    expect(run).toBeDefined();
    await t.shutdown();
  });

  it('carries a trace to another process as a traceparent and back', async () => {
    const t = new Telemetry(undefined, fetch, quiet);
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const parent = await t.fromCarrier({ traceparent });
    expect(trace.getSpanContext(parent!)).toMatchObject({
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      spanId: '00f067aa0ba902b7',
    });
    expect(t.carrier(parent)).toEqual({ traceparent });
    expect(await t.fromCarrier({ traceparent: 'garbage' })).toBeUndefined();
    expect(await t.fromCarrier(undefined)).toBeUndefined();
    expect(t.carrier(undefined)).toEqual({});
  });
});
