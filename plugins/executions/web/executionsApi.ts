import { http } from '../../../host/web/http/http.ts';
import type { Execution } from '../common/executionTypes.ts';

export interface ExecutionQuery {
  agentflowId?: string;
  state?: string;
  sessionId?: string;
  /** ISO date-times. */
  startDate?: string;
  endDate?: string;
  page: number;
  limit: number;
}

const path = (id: string) => `/executions/${encodeURIComponent(id)}`;

/** The executions HTTP API (/api/v1/executions and the public view). */
export const executionsApi = {
  list(q: ExecutionQuery, signal?: AbortSignal): Promise<{ data: Execution[]; total: number }> {
    const query: Record<string, string | number> = { page: q.page, limit: q.limit };
    for (const key of ['agentflowId', 'state', 'sessionId', 'startDate', 'endDate'] as const) {
      const v = q[key];
      if (v) query[key] = v;
    }
    return http.get('/executions', { query, signal });
  },
  get: (id: string, signal?: AbortSignal) => http.get<Execution>(path(id), { signal }),
  setPublic: (id: string, isPublic: boolean) => http.put<Execution>(path(id), { isPublic }),
  remove: (id: string) => http.delete<{ deleted: number }>(path(id)),
  removeMany: (ids: string[]) => http.request<{ deleted: number }>('DELETE', '/executions', { ids }),
  getPublic: (id: string, signal?: AbortSignal) =>
    http.get<Execution>(`/public-executions/${encodeURIComponent(id)}`, { signal }),
  /** The flows whose runs are recorded, v2 and v1 agent flows, to filter by (summaries, no flowData). */
  agentflows: async (signal?: AbortSignal) => {
    const kinds = await Promise.all(
      ['AGENTFLOW', 'MULTIAGENT'].map((type) =>
        http.get<{ id: string; name: string }[]>('/chatflows', { query: { type }, signal }),
      ),
    );
    return kinds.flat().sort((a, b) => a.name.localeCompare(b.name));
  },
};
