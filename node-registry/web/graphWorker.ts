import { type Remote, wrap } from 'comlink';
import type { GraphApi } from '../graphApi.ts';

let remote: Remote<GraphApi> | undefined;

/**
 * The graph-rules worker, started on first use and shared. Call `init(definitions)` once with the
 * node definitions, then pass `snapshot()` data to the rules; every call returns a Promise.
 */
export function getGraphWorker(): Remote<GraphApi> {
  if (!remote) {
    const worker = new Worker(new URL('./graph.worker.ts', import.meta.url), { type: 'module' });
    remote = wrap<GraphApi>(worker);
  }
  return remote;
}
