import type { Plugin } from '../../../host/common/plugin/types.ts';
import { SERVER_LIST_PAGE_SIZE } from '../../../host/web/components/useServerList.ts';
import { http } from '../../../host/web/http/http.ts';
import type { FlowPage, FlowType } from '../common/flowTypes.ts';
import { flowPageQuery } from './flowsApi.ts';

/** Older than this, a preloaded page is not handed to the list (it loads afresh). */
const FRESH_MS = 10_000;
const pending = new Map<string, { page: Promise<FlowPage>; at: number }>();
const keyOf = (types: readonly FlowType[]) => [...types].sort().join(',');

/**
 * The list's first page (newest first, no search) of these kinds, asked for by the route's
 * preload before the page's code has loaded. A 403 stays here (the page's own request decides
 * what the user sees); the page takes it once.
 */
export function preloadFlowsPage(types: readonly FlowType[]): Promise<FlowPage> {
  const page = http.get<FlowPage>('/chatflows', {
    query: flowPageQuery({ types, page: 1, limit: SERVER_LIST_PAGE_SIZE }),
    redirectOnForbidden: false,
  });
  pending.set(keyOf(types), { page, at: Date.now() });
  return page;
}

/** The preloaded first page of these kinds, if one is fresh; each preload is handed out once. */
export function takePreloadedFlowsPage(types: readonly FlowType[]): Promise<FlowPage> | undefined {
  const entry = pending.get(keyOf(types));
  pending.delete(keyOf(types));
  return entry && Date.now() - entry.at < FRESH_MS ? entry.page : undefined;
}

/**
 * The preload of a list route: the first page of every kind listed at `listPath` (the agentflows
 * list shows multi-agent flows too) in one request, started before the page's code has loaded.
 */
export function preloadListedFlows(listPath: string, plugins: readonly Plugin[]): Promise<FlowPage> {
  const types = plugins.flatMap((p) => p.flowKinds ?? []).filter((k) => k.listPath === listPath);
  return preloadFlowsPage(types.map((k) => k.type));
}
