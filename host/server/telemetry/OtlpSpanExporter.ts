import type { ExportResult } from '@opentelemetry/core';
import { JsonTraceSerializer, ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';
import type { OtlpSender } from './OtlpSender.ts';

/**
 * The official SDK's span exporter contract, serialised by the official OTLP transformer (JSON or
 * protobuf) and
 * sent by OtlpSender through the host's guarded fetch instead of the SDK's own HTTP client.
 */
export class OtlpSpanExporter implements SpanExporter {
  constructor(private readonly sender: OtlpSender) {}

  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    const serializer = this.sender.protobuf ? ProtobufTraceSerializer : JsonTraceSerializer;
    this.sender.send(serializer.serializeRequest(spans), done);
  }

  forceFlush(): Promise<void> {
    return this.sender.flush();
  }

  shutdown(): Promise<void> {
    return this.sender.flush();
  }
}
