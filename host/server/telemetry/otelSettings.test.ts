import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { parseOtelSettings, parseOtlpHeaders } from './otelSettings.ts';

describe('parseOtelSettings', () => {
  it('is undefined without an endpoint: nothing is exported', () => {
    expect(parseOtelSettings({})).toBeUndefined();
    expect(parseOtelSettings({ OTEL_SERVICE_NAME: 'x', OTEL_EXPORTER_OTLP_HEADERS: 'a=b' })).toBeUndefined();
  });

  it('appends the signal paths to the base endpoint and reads headers and service name', () => {
    expect(
      parseOtelSettings({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/',
        OTEL_EXPORTER_OTLP_HEADERS: 'Authorization=Bearer%20abc, x-team = ops',
        OTEL_SERVICE_NAME: 'studio-eu',
      }),
    ).toEqual({
      tracesUrl: 'http://collector:4318/v1/traces',
      metricsUrl: 'http://collector:4318/v1/metrics',
      headers: { authorization: 'Bearer abc', 'x-team': 'ops' },
      serviceName: 'studio-eu',
      metricIntervalMs: 60_000,
      spanDelayMs: 5_000,
      protocol: 'http/json',
    });
  });

  it('takes a signal endpoint as it is, and one signal alone', () => {
    expect(
      parseOtelSettings({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://otel.example/ingest/traces' }),
    ).toMatchObject({ tracesUrl: 'https://otel.example/ingest/traces', metricsUrl: '' });
  });

  it('names the variable of a bad value, never showing a header value', () => {
    expect(parseOtelSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toMatchObject({
      variable: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    });
    expect(
      parseOtelSettings({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
      }),
    ).toMatchObject({ variable: 'OTEL_EXPORTER_OTLP_PROTOCOL' });
    const bad = parseOtelSettings({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318',
      OTEL_EXPORTER_OTLP_HEADERS: 'secret-key-only',
    });
    expect(bad).toMatchObject({ variable: 'OTEL_EXPORTER_OTLP_HEADERS' });
    expect(JSON.stringify(bad)).not.toContain('secret-key-only');
    expect(
      parseOtelSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_METRIC_EXPORT_INTERVAL: '0' }),
    ).toMatchObject({ variable: 'OTEL_METRIC_EXPORT_INTERVAL' });
  });

  it('stops the server at start through parseConfig', () => {
    expect(() => parseConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'ftp://x' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
  });
});

describe('parseOtlpHeaders', () => {
  it('decodes values and refuses pairs without a name', () => {
    expect(parseOtlpHeaders('api-key=a%3Db,,')).toEqual({ 'api-key': 'a=b' });
    expect(parseOtlpHeaders('=x')).toBeNull();
    expect(parseOtlpHeaders('a=%E0%A4%A')).toBeNull();
  });
});
