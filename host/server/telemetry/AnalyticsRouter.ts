import type { Context } from '@opentelemetry/api';
import {
  BatchSpanProcessor,
  type ReadableSpan,
  type Span,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace';
import type { OtlpTarget } from './OtlpSender.ts';

interface Registration {
  rootSpanId: string;
  targets: readonly OtlpTarget[];
}

/** The key of one destination: its URL and credentials (kept in memory only, never logged). */
const keyOf = (t: OtlpTarget) => `${t.url}\n${JSON.stringify(Object.entries(t.headers).sort())}`;

/**
 * Sends a flow run's spans to the analytics providers its flow names (Langfuse, LangSmith), besides
 * the server's own collector: a run registers its trace while it lasts; every span of that trace
 * that ends meanwhile goes to a batch processor per destination. The run's root span is sent
 * without its parent (the HTTP request's span, which the provider never receives).
 */
export class AnalyticsRouter implements SpanProcessor {
  private readonly runs = new Map<string, Registration[]>();
  private readonly processors = new Map<string, BatchSpanProcessor>();

  constructor(
    private readonly exporterFor: (target: OtlpTarget) => ConstructorParameters<typeof BatchSpanProcessor>[0],
  ) {}

  /** Routes the trace's spans to `targets` until the returned function is called. */
  register(traceId: string, rootSpanId: string, targets: readonly OtlpTarget[]): () => void {
    const entry: Registration = { rootSpanId, targets };
    const list = this.runs.get(traceId) ?? [];
    list.push(entry);
    this.runs.set(traceId, list);
    return () => {
      const now = (this.runs.get(traceId) ?? []).filter((r) => r !== entry);
      if (now.length) this.runs.set(traceId, now);
      else this.runs.delete(traceId);
    };
  }

  onStart(_span: Span, _context: Context): void {}

  onEnd(span: ReadableSpan): void {
    const list = this.runs.get(span.spanContext().traceId);
    if (!list) return;
    const sent = new Set<string>();
    for (const { rootSpanId, targets } of list) {
      const root = span.spanContext().spanId === rootSpanId;
      for (const target of targets) {
        const key = keyOf(target);
        if (sent.has(key)) continue;
        sent.add(key);
        // the span itself stays untouched for the other processors
        const routed = root
          ? (Object.create(span, { parentSpanContext: { value: undefined } }) as ReadableSpan)
          : span;
        this.processorFor(key, target).onEnd(routed);
      }
    }
  }

  private processorFor(key: string, target: OtlpTarget): BatchSpanProcessor {
    let processor = this.processors.get(key);
    if (!processor) {
      processor = new BatchSpanProcessor(this.exporterFor(target));
      this.processors.set(key, processor);
    }
    return processor;
  }

  async forceFlush(): Promise<void> {
    await Promise.all([...this.processors.values()].map((p) => p.forceFlush()));
  }

  async shutdown(): Promise<void> {
    await Promise.all([...this.processors.values()].map((p) => p.shutdown()));
  }
}
