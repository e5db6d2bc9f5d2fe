import type { Plugin } from '../../../host/common/plugin/types.ts';
import { http } from '../../../host/web/http/http.ts';
import type { FlowSummary, FlowType } from '../common/flowTypes.ts';

/** Older than this, a preloaded list is not handed to the page (it loads afresh). */
const FRESH_MS = 10_000;
const pending = new Map<FlowType, { list: Promise<FlowSummary[]>; at: number }>();

/**
 * The flows list request started by the route's preload, before the page's code has loaded. A 403
 * stays here (the page's own request decides what the user sees); the page takes it once.
 */
export function preloadFlowsList(type: FlowType): Promise<FlowSummary[]> {
  const list = http.get<FlowSummary[]>('/chatflows', { query: { type }, redirectOnForbidden: false });
  pending.set(type, { list, at: Date.now() });
  return list;
}

/** The preloaded list of this type, if one is fresh; each preload is handed out once. */
export function takePreloadedFlowsList(type: FlowType): Promise<FlowSummary[]> | undefined {
  const entry = pending.get(type);
  pending.delete(type);
  return entry && Date.now() - entry.at < FRESH_MS ? entry.list : undefined;
}

/**
 * The preload of a list route: one request per flow kind listed at `listPath` (the agentflows list
 * shows multi-agent flows too), all started before the page's code has loaded; the page waits
 * for every one of them, so a kind left to the page would start only once its code ran.
 */
export function preloadListedFlows(listPath: string, plugins: readonly Plugin[]): Promise<FlowSummary[][]> {
  const types = plugins.flatMap((p) => p.flowKinds ?? []).filter((k) => k.listPath === listPath);
  return Promise.all(types.map((k) => preloadFlowsList(k.type)));
}
