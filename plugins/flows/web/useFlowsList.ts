import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../../host/web/http/http.ts';
import type { FlowRecord, FlowSummary, FlowType } from '../common/flowTypes.ts';
import { flowsApi } from './flowsApi.ts';
import { takePreloadedFlowsList } from './flowsListPreload.ts';

export interface FlowsList {
  /** null while the first load runs. */
  flows: FlowSummary[] | null;
  error: string | null;
  reload(): void;
  /** Puts a created or changed flow in the list without a reload. */
  upsert(flow: FlowSummary | FlowRecord): void;
  drop(id: string): void;
}

/** Summary without the graph: the list never holds flowData. */
function summary(flow: FlowSummary | FlowRecord): FlowSummary {
  const { flowData: _graph, ...rest } = flow as FlowRecord;
  return rest;
}

/**
 * The workspace's flows of the given types (one list may show several kinds), loaded on mount and
 * kept in step with the page's actions.
 */
export function useFlowsList(types: readonly FlowType[]): FlowsList {
  const key = types.join(',');
  const [flows, setFlows] = useState<FlowSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setError(null);
    // The first load takes the request the route's preload started, if any (flowsListPreload.ts).
    const load = (type: FlowType) =>
      (generation === 0 && takePreloadedFlowsList(type)) || flowsApi.list(type, abort.signal);
    const request = Promise.all(key.split(',').map((t) => load(t as FlowType))).then((lists) => lists.flat());
    request.then(
      (list) => {
        if (!abort.signal.aborted) setFlows(list);
      },
      (err) => {
        if (!abort.signal.aborted) setError(errorMessage(err));
      },
    );
    return () => abort.abort();
  }, [key, generation]);

  const upsert = useCallback((flow: FlowSummary | FlowRecord) => {
    const item = summary(flow);
    setFlows((list) => [item, ...(list ?? []).filter((f) => f.id !== item.id)]);
  }, []);
  const drop = useCallback((id: string) => setFlows((list) => (list ?? []).filter((f) => f.id !== id)), []);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  return { flows, error, reload, upsert, drop };
}
