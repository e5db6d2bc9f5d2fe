/** Where and how the server exports its traces and metrics (OTLP over HTTP, JSON encoding). */
export interface OtelSettings {
  /** Full URL the spans are posted to (OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, else ENDPOINT + /v1/traces). */
  tracesUrl: string;
  /** Full URL the metrics are posted to (OTEL_EXPORTER_OTLP_METRICS_ENDPOINT, else ENDPOINT + /v1/metrics). */
  metricsUrl: string;
  /** OTEL_EXPORTER_OTLP_HEADERS: sent with every export; may hold a collector's key, so never logged. */
  headers: Record<string, string>;
  /** OTEL_SERVICE_NAME, default brains-studio. */
  serviceName: string;
  /** OTEL_METRIC_EXPORT_INTERVAL in ms, default 60 s. */
  metricIntervalMs: number;
  /** OTEL_BSP_SCHEDULE_DELAY in ms: how long finished spans wait to be sent in one batch, default 5 s. */
  spanDelayMs: number;
  /** OTEL_EXPORTER_OTLP_PROTOCOL: the body encoding, http/json (default) or http/protobuf. */
  protocol: OtlpProtocol;
}

export type OtlpProtocol = 'http/json' | 'http/protobuf';

type Env = Record<string, string | undefined>;

/** What parseOtelSettings reports for a bad value; config.ts turns it into a ConfigError. */
export interface OtelSettingProblem {
  variable: string;
  value: string;
  expected: string;
}

function httpUrl(env: Env, variable: string): URL | OtelSettingProblem | undefined {
  const raw = env[variable]?.trim();
  if (!raw) return undefined;
  const url = URL.parse(raw);
  if (!url || !/^https?:$/.test(url.protocol))
    return { variable, value: raw, expected: 'an http(s) URL like http://collector:4318' };
  return url;
}

/** The signal URL: a signal-specific variable is used as is, the base one gets /v1/<signal> appended. */
function signalUrl(env: Env, signal: 'traces' | 'metrics', base: URL | undefined) {
  const own = httpUrl(env, `OTEL_EXPORTER_OTLP_${signal.toUpperCase()}_ENDPOINT`);
  if (own) return own instanceof URL ? own.href : own;
  if (!base) return undefined;
  return `${base.href.replace(/\/$/, '')}/v1/${signal}`;
}

/** `k1=v1,k2=v2` with URL-encoded values, as the OpenTelemetry specification writes them. */
export function parseOtlpHeaders(raw: string | undefined): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const entry of (raw ?? '').split(',')) {
    if (!entry.trim()) continue;
    const at = entry.indexOf('=');
    const name = entry.slice(0, at).trim();
    if (at < 1 || !/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name)) return null;
    try {
      out[name.toLowerCase()] = decodeURIComponent(entry.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return out;
}

function positiveMs(env: Env, variable: string, fallback: number): number | OtelSettingProblem {
  const raw = env[variable]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > 3_600_000)
    return { variable, value: raw, expected: 'milliseconds, an integer from 1 to 3600000' };
  return n;
}

const isProblem = (v: unknown): v is OtelSettingProblem =>
  typeof v === 'object' && v !== null && 'variable' in v && 'expected' in v;

/**
 * Pure: the OTLP export settings, undefined when no endpoint is set (nothing is exported then), or
 * the first bad value. grpc is refused at start rather than silently sent as HTTP.
 */
export function parseOtelSettings(env: Env): OtelSettings | OtelSettingProblem | undefined {
  const base = httpUrl(env, 'OTEL_EXPORTER_OTLP_ENDPOINT');
  if (isProblem(base)) return base;
  const tracesUrl = signalUrl(env, 'traces', base);
  const metricsUrl = signalUrl(env, 'metrics', base);
  if (isProblem(tracesUrl)) return tracesUrl;
  if (isProblem(metricsUrl)) return metricsUrl;
  if (!tracesUrl && !metricsUrl) return undefined;
  const protocol = env.OTEL_EXPORTER_OTLP_PROTOCOL?.trim() || 'http/json';
  if (protocol !== 'http/json' && protocol !== 'http/protobuf')
    return {
      variable: 'OTEL_EXPORTER_OTLP_PROTOCOL',
      value: protocol,
      expected: 'http/json or http/protobuf (grpc is not sent)',
    };
  const headers = parseOtlpHeaders(env.OTEL_EXPORTER_OTLP_HEADERS);
  if (!headers)
    return {
      variable: 'OTEL_EXPORTER_OTLP_HEADERS',
      // the value may hold a key: the message shows none of it
      value: '(hidden)',
      expected: 'comma-separated name=value pairs with URL-encoded values',
    };
  const metricIntervalMs = positiveMs(env, 'OTEL_METRIC_EXPORT_INTERVAL', 60_000);
  if (isProblem(metricIntervalMs)) return metricIntervalMs;
  const spanDelayMs = positiveMs(env, 'OTEL_BSP_SCHEDULE_DELAY', 5_000);
  if (isProblem(spanDelayMs)) return spanDelayMs;
  return {
    tracesUrl: tracesUrl ?? '',
    metricsUrl: metricsUrl ?? '',
    headers,
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'brains-studio',
    metricIntervalMs,
    spanDelayMs,
    protocol,
  };
}

export { isProblem as isOtelSettingProblem };
