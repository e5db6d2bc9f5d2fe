import type { Counter, Histogram, Meter } from '@opentelemetry/api';

/** How a flow run ended, as the metrics count it. */
export interface RunMeasure {
  kind: string;
  status: string;
  seconds: number;
  /** True for a run inside another (Execute Flow): counted apart so totals match requests. */
  nested: boolean;
}

const FAILED = new Set(['ERROR', 'TIMEOUT', 'TERMINATED']);

/** Reads the number of queued jobs (BullMQ's counts are async); undefined when there is no queue. */
export type QueueDepth = () => number | undefined | Promise<number | undefined>;

/**
 * The server's metrics: predictions (count, latency, errors) by flow kind and final status, and
 * the queue depth as an observable gauge read from `queueDepth` at each export (0 in
 * single-process mode; queue mode feeds it).
 */
export class PredictionMetrics {
  private readonly runs: Counter;
  private readonly errors: Counter;
  private readonly latency: Histogram;

  constructor(meter: Meter, queueDepth: QueueDepth) {
    this.runs = meter.createCounter('brains.predictions', {
      description: 'Flow runs (predictions), by flow kind and final status',
    });
    this.errors = meter.createCounter('brains.prediction.errors', {
      description: 'Flow runs that ended in ERROR, TIMEOUT or TERMINATED',
    });
    this.latency = meter.createHistogram('brains.prediction.duration', {
      description: 'Time from the start of a flow run to its end',
      unit: 's',
    });
    meter
      .createObservableGauge('brains.queue.depth', { description: 'Jobs waiting in the run queue' })
      .addCallback(async (result) => {
        // a queue that cannot be read this time reports nothing rather than failing the export
        const depth = await Promise.resolve()
          .then(queueDepth)
          .catch(() => undefined);
        if (depth !== undefined) result.observe(depth);
      });
  }

  record(run: RunMeasure) {
    const attributes = {
      'brains.flow.kind': run.kind,
      'brains.flow.status': run.status,
      'brains.flow.nested': run.nested,
    };
    this.runs.add(1, attributes);
    this.latency.record(run.seconds, attributes);
    if (FAILED.has(run.status)) this.errors.add(1, attributes);
  }
}
