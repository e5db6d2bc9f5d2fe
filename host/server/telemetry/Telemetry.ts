import type { Context } from '@opentelemetry/api';
import type { FlowSpanStart } from './flowSpans.ts';
import type { OtlpTarget } from './OtlpSender.ts';
import type { OtelSettings } from './otelSettings.ts';
import type { QueueDepth } from './predictionMetrics.ts';
import type { FlowTrace } from './runTrace.ts';
import type { TelemetrySdk } from './TelemetrySdk.ts';

export interface FlowRunTraceStart extends FlowSpanStart {
  /** The flow's analytics providers (Langfuse, LangSmith): its spans go there too. */
  analytics?: readonly OtlpTarget[];
}

export interface TelemetryLog {
  warn(message: string): void;
}

/**
 * The host's tracing and metrics (ServerContext.telemetry): spans for HTTP requests, flow runs and
 * node runs, exported over OTLP/HTTP JSON through the guarded fetch when OTEL_EXPORTER_OTLP_ENDPOINT
 * is set, and to a flow's analytics providers when its analytics config names them. With neither,
 * nothing is created: the request hooks are not installed and flowRun answers undefined.
 * OpenTelemetry's packages (~0.2 s of CPU to load) come with TelemetrySdk, which `load` imports
 * when something first needs it, so that a server exporting nothing never loads them.
 */
export class Telemetry {
  /**
   * Queue mode's count of waiting jobs (may be async), read at each metrics export for the
   * brains.queue.depth gauge; single-process mode has no queue and reports 0.
   */
  queueDepth: QueueDepth = () => 0;
  private sdk?: TelemetrySdk;
  private loading?: Promise<TelemetrySdk>;

  constructor(
    private readonly settings: OtelSettings | undefined,
    private readonly fetch: typeof globalThis.fetch,
    private readonly log: TelemetryLog,
  ) {}

  /** True when spans go to the server's collector (HTTP requests are traced then). */
  get exporting(): boolean {
    return Boolean(this.settings?.tracesUrl);
  }

  /** True when a collector takes spans or metrics: the SDK is loaded at start then (app.ts). */
  get configured(): boolean {
    return Boolean(this.settings?.tracesUrl || this.settings?.metricsUrl);
  }

  /** True once the OpenTelemetry SDK is loaded. */
  get loaded(): boolean {
    return this.sdk !== undefined;
  }

  /** Loads the SDK once; its metrics exports start then. */
  load(): Promise<TelemetrySdk> {
    this.loading ??= import('./TelemetrySdk.ts').then(({ TelemetrySdk }) => {
      this.sdk = new TelemetrySdk(this.settings, this.fetch, this.log, () => this.queueDepth());
      return this.sdk;
    });
    return this.loading;
  }

  /** Starts a request's server span (a W3C traceparent header continues the caller's trace). */
  startRequest(req: object, method: string, headers: Record<string, unknown>): void {
    this.sdk?.startRequest(req, method, headers);
  }

  /** Ends it with the route template (never the URL: its query may carry a token) and the status. */
  endRequest(req: object, route: string | undefined, status: number): void {
    this.sdk?.endRequest(req, route, status);
  }

  /** The request's span as a parent for what the handler starts (a flow run). */
  requestContext(req: object): Context | undefined {
    return this.sdk?.requestContext(req);
  }

  /**
   * The W3C trace headers (`traceparent`) of a span context (a request's or FlowTrace.parent), for
   * work handed to another process (a queued job): the worker continues the trace with `fromCarrier`.
   * Every span context comes from the SDK, so without it there is nothing to carry.
   */
  carrier(parent: unknown): Record<string, string> {
    return parent && this.sdk ? this.sdk.carrier(parent) : {};
  }

  /** The parent context a carrier describes (undefined when it holds no valid traceparent). */
  async fromCarrier(carrier: Record<string, string> | undefined): Promise<Context | undefined> {
    if (!carrier?.traceparent) return undefined;
    return (await this.load()).fromCarrier(carrier);
  }

  /** A flow run's trace, or undefined when neither the collector nor the flow's analytics want it. */
  async flowRun(start: FlowRunTraceStart, nested = false): Promise<FlowTrace | undefined> {
    if (!this.configured && !start.analytics?.length) return undefined;
    return (await this.load()).flowRun(start, nested);
  }

  /** Sends what is waiting now (tests, shutdown). */
  async flush(): Promise<void> {
    await (await this.loading)?.flush();
  }

  async shutdown(): Promise<void> {
    // one still loading is shut down once loaded, so that its metrics timer never outlives the server
    await (await this.loading)?.shutdown();
  }
}
