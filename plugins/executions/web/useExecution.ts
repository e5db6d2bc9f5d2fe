import { useEffect, useState } from 'react';
import type { Flow } from '../../../node-registry/flow.ts';
import { errorMessage, HttpError } from '../../../host/web/http/http.ts';
import type { Execution } from '../common/executionTypes.ts';

export interface LoadedExecution {
  execution: Execution;
  /** The flow's graph when readable; null draws the graph from the run alone. */
  flow: Flow | null;
}

export type ExecutionLoader = (id: string, signal: AbortSignal) => Promise<LoadedExecution>;

/**
 * Loads an execution for a page (the signed-in detail and the public view), again when the id
 * changes; a stale answer is dropped. `load` must be stable (module-level). The error says
 * whether the execution was not found, so each page words it for its reader.
 */
export function useExecution(id: string, load: ExecutionLoader) {
  const [loaded, setLoaded] = useState<LoadedExecution | null>(null);
  const [error, setError] = useState<{ notFound: boolean; message: string } | null>(null);

  useEffect(() => {
    const ac = new AbortController();
    setLoaded(null);
    setError(null);
    load(id, ac.signal)
      .then((l) => {
        if (!ac.signal.aborted) setLoaded(l);
      })
      .catch((err) => {
        if (ac.signal.aborted) return;
        setError({ notFound: err instanceof HttpError && err.status === 404, message: errorMessage(err) });
      });
    return () => ac.abort();
  }, [id, load]);

  return {
    execution: loaded?.execution ?? null,
    flow: loaded?.flow ?? null,
    error,
    /** After a change made on the page (sharing): keeps the loaded flow. */
    setExecution: (execution: Execution) => setLoaded((l) => ({ execution, flow: l?.flow ?? null })),
  };
}
