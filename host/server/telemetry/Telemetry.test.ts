import { trace } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { Telemetry } from './Telemetry.ts';

const quiet = { warn() {} };

describe('Telemetry', () => {
  it('creates nothing without an endpoint or analytics', () => {
    const t = new Telemetry(undefined, fetch, quiet);
    expect(t.exporting).toBe(false);
    expect(t.flowRun({ flowId: 'f', kind: 'AGENTFLOW' })).toBeUndefined();
    const req = {};
    t.startRequest(req, 'GET', {});
    expect(t.requestContext(req)).toBeUndefined();
  });

  it('carries a trace to another process as a traceparent and back', () => {
    const t = new Telemetry(undefined, fetch, quiet);
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const parent = t.fromCarrier({ traceparent });
    expect(trace.getSpanContext(parent!)).toMatchObject({
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      spanId: '00f067aa0ba902b7',
    });
    expect(t.carrier(parent)).toEqual({ traceparent });
    expect(t.fromCarrier({ traceparent: 'garbage' })).toBeUndefined();
    expect(t.fromCarrier(undefined)).toBeUndefined();
    expect(t.carrier(undefined)).toEqual({});
  });
});
