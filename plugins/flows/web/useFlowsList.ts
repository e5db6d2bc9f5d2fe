import { useCallback, useRef, useState } from 'react';
import { type ServerList, useServerList } from '../../../host/web/components/useServerList.ts';
import type { FlowSort } from '../common/flowSorts.ts';
import type { FlowSummary, FlowType } from '../common/flowTypes.ts';
import { flowsApi } from './flowsApi.ts';
import { takePreloadedFlowsPage } from './flowsListPreload.ts';

export interface FlowsList extends ServerList<FlowSummary> {
  sort: FlowSort;
  /** Sorts on the server, from the first page. */
  setSort(sort: FlowSort): void;
}

/**
 * The workspace's flows of the given kinds (one list may show several), a page at a time, searched
 * and sorted on the server. The first page takes the request the route's preload started
 * (flowsListPreload.ts), so the names need not wait for the page's code. Only the first load may:
 * a preload whose module loaded after the page answers from before any later change (an import,
 * a delete), so a reload that took it would show the list as it was.
 */
export function useFlowsList(types: readonly FlowType[]): FlowsList {
  const [sort, setSortState] = useState<FlowSort>('updated-desc');
  const loaded = useRef(false);
  const list = useServerList<FlowSummary>((request) => {
    const first = !loaded.current && request.page === 1 && !request.search && sort === 'updated-desc';
    loaded.current = true;
    return (
      (first && takePreloadedFlowsPage(types)) ||
      flowsApi.page(
        { types, sort, page: request.page, limit: request.limit, search: request.search },
        request.signal,
      )
    );
  });
  const { setPage, reload } = list;
  const setSort = useCallback(
    (next: FlowSort) => {
      setSortState(next);
      setPage(1);
      reload();
    },
    [setPage, reload],
  );
  return { ...list, sort, setSort };
}
