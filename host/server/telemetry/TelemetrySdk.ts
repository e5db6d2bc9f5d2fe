import {
  type Context,
  defaultTextMapGetter,
  defaultTextMapSetter,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { BatchSpanProcessor, type SpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { AnalyticsRouter } from './AnalyticsRouter.ts';
import { startFlowSpan } from './flowSpans.ts';
import { OtlpMetricExporter } from './OtlpMetricExporter.ts';
import { OtlpSender, type OtlpTarget } from './OtlpSender.ts';
import { OtlpSpanExporter } from './OtlpSpanExporter.ts';
import type { OtelSettings } from './otelSettings.ts';
import { PredictionMetrics, type QueueDepth } from './predictionMetrics.ts';
import type { FlowTrace } from './runTrace.ts';

import type { FlowRunTraceStart, TelemetryLog } from './Telemetry.ts';

const propagator = new W3CTraceContextPropagator();
const WARN_EVERY_MS = 60_000;

/**
 * Telemetry's OpenTelemetry half (tracer and meter providers, OTLP exporters, the W3C propagator),
 * loaded by Telemetry.load when something first needs it: at start when a collector is configured,
 * else with the first flow whose analytics name a provider or the first traced queued job.
 */
export class TelemetrySdk {
  private provider?: TracerProvider;
  private router?: AnalyticsRouter;
  private readonly meterProvider?: MeterProvider;
  private readonly metrics?: PredictionMetrics;
  private readonly requests = new WeakMap<object, { span: Span; method: string }>();
  private lastWarning = 0;

  constructor(
    private readonly settings: OtelSettings | undefined,
    private readonly fetch: typeof globalThis.fetch,
    private readonly log: TelemetryLog,
    private readonly queueDepth: QueueDepth,
  ) {
    if (settings?.metricsUrl) {
      const exporter = new OtlpMetricExporter(
        this.sender({
          url: settings.metricsUrl,
          headers: settings.headers,
          protobuf: settings.protocol === 'http/protobuf',
        }),
      );
      this.meterProvider = new MeterProvider({
        resource: this.resource(),
        readers: [
          new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: settings.metricIntervalMs }),
        ],
      });
      this.metrics = new PredictionMetrics(this.meterProvider.getMeter('brains-studio'), () =>
        this.queueDepth(),
      );
    }
  }

  /** True when spans go to the server's collector (HTTP requests are traced then). */
  get exporting(): boolean {
    return Boolean(this.settings?.tracesUrl);
  }

  private resource() {
    return resourceFromAttributes({ 'service.name': this.settings?.serviceName ?? 'brains-studio' });
  }

  private sender(target: OtlpTarget) {
    return new OtlpSender(target, this.fetch, (error) => {
      // one line a minute at most: a collector that is down must not flood the log
      if (Date.now() - this.lastWarning < WARN_EVERY_MS) return;
      this.lastWarning = Date.now();
      this.log.warn(`OpenTelemetry: ${error.message}`);
    });
  }

  /** The tracer, its provider made on first use (a flow with analytics on a server without a collector). */
  private tracer(): Tracer {
    if (!this.provider) {
      const delay = this.settings?.spanDelayMs ?? 5_000;
      this.router = new AnalyticsRouter((target) => ({
        exporter: new OtlpSpanExporter(this.sender(target)),
        scheduledDelayMillis: delay,
      }));
      const processors: SpanProcessor[] = [this.router];
      if (this.settings?.tracesUrl) {
        const target = {
          url: this.settings.tracesUrl,
          headers: this.settings.headers,
          protobuf: this.settings.protocol === 'http/protobuf',
        };
        processors.unshift(
          new BatchSpanProcessor({
            exporter: new OtlpSpanExporter(this.sender(target)),
            scheduledDelayMillis: delay,
          }),
        );
      }
      this.provider = new TracerProvider({
        resource: this.resource(),
        spanProcessors: processors,
        spanLimits: { attributeValueLengthLimit: 2000 },
      });
    }
    return this.provider.getTracer('brains-studio');
  }

  /** Starts a request's server span (a W3C traceparent header continues the caller's trace). */
  startRequest(req: object, method: string, headers: Record<string, unknown>): void {
    if (!this.exporting) return;
    const parent = propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter);
    const span = this.tracer().startSpan(
      method,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } },
      parent,
    );
    this.requests.set(req, { span, method });
  }

  /** Ends it with the route template (never the URL: its query may carry a token) and the status. */
  endRequest(req: object, route: string | undefined, status: number): void {
    const open = this.requests.get(req);
    if (!open) return;
    this.requests.delete(req);
    const { span, method } = open;
    if (route) {
      span.updateName(`${method} ${route}`);
      span.setAttribute('http.route', route);
    }
    span.setAttribute('http.response.status_code', status);
    if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  }

  /** The request's span as a parent for what the handler starts (a flow run). */
  requestContext(req: object): Context | undefined {
    const open = this.requests.get(req);
    return open ? trace.setSpan(ROOT_CONTEXT, open.span) : undefined;
  }

  /**
   * The W3C trace headers (`traceparent`) of a span context (a request's or FlowTrace.parent), for
   * work handed to another process (a queued job): the worker continues the trace with `fromCarrier`.
   */
  carrier(parent: unknown): Record<string, string> {
    const out: Record<string, string> = {};
    if (parent) propagator.inject(parent as Context, out, defaultTextMapSetter);
    return out;
  }

  /** The parent context a carrier describes (undefined when it holds no valid traceparent). */
  fromCarrier(carrier: Record<string, string> | undefined): Context | undefined {
    if (!carrier?.traceparent) return undefined;
    const context = propagator.extract(ROOT_CONTEXT, carrier, defaultTextMapGetter);
    return trace.getSpanContext(context) ? context : undefined;
  }

  /** A flow run's trace, or undefined when neither the collector nor the flow's analytics want it. */
  flowRun(start: FlowRunTraceStart, nested = false): FlowTrace | undefined {
    const analytics = start.analytics?.length ? start.analytics : undefined;
    if (!this.exporting && !this.metrics && !analytics) return undefined;
    let unregister: (() => void) | undefined;
    const { trace: flow, span } = startFlowSpan(this.tracer(), start, (_span, result, seconds) => {
      unregister?.();
      this.metrics?.record({ kind: start.kind, status: result.status, seconds, nested });
    });
    if (analytics && this.router) {
      const { traceId, spanId } = span.spanContext();
      unregister = this.router.register(traceId, spanId, analytics);
    }
    return flow;
  }

  /** Sends what is waiting now (tests, shutdown). */
  async flush(): Promise<void> {
    await Promise.all([this.provider?.forceFlush(), this.meterProvider?.forceFlush()]);
  }

  async shutdown(): Promise<void> {
    await Promise.all([this.provider?.shutdown(), this.meterProvider?.shutdown()]);
  }
}
