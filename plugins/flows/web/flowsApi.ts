import { HttpError, http } from '../../../host/web/http/http.ts';
import type { FlowSort } from '../common/flowSorts.ts';
import type {
  FlowConflict,
  FlowCreate,
  FlowPage,
  FlowRecord,
  FlowType,
  FlowUpdate,
} from '../common/flowTypes.ts';

export interface FlowPageQuery {
  types: readonly FlowType[];
  page: number;
  limit: number;
  search?: string;
  sort?: FlowSort;
}

/** The list request's query string; the defaults (no search, newest first) are left out. */
export function flowPageQuery({ types, page, limit, search, sort }: FlowPageQuery) {
  return {
    type: types,
    page,
    limit,
    search: search || undefined,
    sort: sort && sort !== 'updated-desc' ? sort : undefined,
  };
}

/** The flow store's HTTP API (/api/v1/chatflows), shared by the flows list and the canvases. */
export const flowsApi = {
  /** A page of summaries (no flowData) of the workspace's flows of these kinds, searched and sorted on the server. */
  page(query: FlowPageQuery, signal?: AbortSignal): Promise<FlowPage> {
    return http.get<FlowPage>('/chatflows', { query: flowPageQuery(query), signal });
  },
  get(id: string, signal?: AbortSignal): Promise<FlowRecord> {
    return http.get<FlowRecord>(`/chatflows/${encodeURIComponent(id)}`, { signal });
  },
  create(input: FlowCreate): Promise<FlowRecord> {
    return http.post<FlowRecord>('/chatflows', input);
  },
  /**
   * Saves the fields given. With the updatedDate the client loaded, a concurrent change answers
   * an HttpError 409 (read it with flowConflict); `force` overwrites anyway.
   */
  update(id: string, patch: FlowUpdate, options: { force?: boolean } = {}): Promise<FlowRecord> {
    return http.put<FlowRecord>(`/chatflows/${encodeURIComponent(id)}`, patch, {
      query: options.force ? { force: true } : undefined,
    });
  },
  remove(id: string): Promise<void> {
    return http.delete<void>(`/chatflows/${encodeURIComponent(id)}`);
  },
  duplicate(id: string, name?: string): Promise<FlowRecord> {
    return http.post<FlowRecord>(
      `/chatflows/${encodeURIComponent(id)}/duplicate`,
      name ? { name } : undefined,
    );
  },
  /** The export file's text (exactly id, name, flowData, type; secrets stripped by the server). */
  exportText(id: string): Promise<string> {
    return http.get<string>(`/chatflows/${encodeURIComponent(id)}/export`, { responseType: 'text' });
  },
};

/** The stored flow when `err` is a 409 from a save based on an old version; undefined otherwise. */
export function flowConflict(err: unknown): FlowRecord | undefined {
  if (!(err instanceof HttpError) || err.status !== 409) return undefined;
  const data = err.data as Partial<FlowConflict> | undefined;
  return data?.current && typeof data.current === 'object' ? data.current : undefined;
}
