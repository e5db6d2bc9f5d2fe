import type { JobQueue } from './JobQueue.ts';

/**
 * The jobs waiting in the queue, for a synchronous reader (the metrics gauge): the last count
 * read, refreshed in the background when older than `maxAgeMs`; undefined until the first read.
 */
export function cachedQueueDepth(jobs: JobQueue, maxAgeMs = 5000): () => number | undefined {
  let value: number | undefined;
  let at = 0;
  let reading = false;
  return () => {
    if (!reading && Date.now() - at > maxAgeMs) {
      reading = true;
      jobs
        .counts()
        .then((c) => {
          value = c.waiting + c.delayed;
          at = Date.now();
        })
        .catch(() => {})
        .finally(() => {
          reading = false;
        });
    }
    return value;
  };
}
