import type { ExportResult } from '@opentelemetry/core';
import { JsonMetricsSerializer, ProtobufMetricsSerializer } from '@opentelemetry/otlp-transformer';
import {
  AggregationTemporality,
  type PushMetricExporter,
  type ResourceMetrics,
} from '@opentelemetry/sdk-metrics';
import type { OtlpSender } from './OtlpSender.ts';

/** The SDK's push metric exporter contract over OTLP/HTTP JSON, sent by OtlpSender (guarded fetch). */
export class OtlpMetricExporter implements PushMetricExporter {
  constructor(private readonly sender: OtlpSender) {}

  export(metrics: ResourceMetrics, done: (result: ExportResult) => void): void {
    const serializer = this.sender.protobuf ? ProtobufMetricsSerializer : JsonMetricsSerializer;
    this.sender.send(serializer.serializeRequest(metrics), done);
  }

  /** Cumulative, the OTLP default: a collector that restarts still sees the totals. */
  selectAggregationTemporality(): AggregationTemporality {
    return AggregationTemporality.CUMULATIVE;
  }

  forceFlush(): Promise<void> {
    return this.sender.flush();
  }

  shutdown(): Promise<void> {
    return this.sender.flush();
  }
}
