import {
  type ServerPage,
  type ServerPageRequest,
  serverPageQuery,
} from '../../../host/web/components/useServerList.ts';
import { http } from '../../../host/web/http/http.ts';
import type { Tool, ToolInput, ToolRunResult, ToolTestRunInput } from '../common/toolTypes.ts';

/** The tools plugin's calls to /api/v1/tools. */
export const toolsApi = {
  page: (request: ServerPageRequest) =>
    http.get<ServerPage<Tool>>('/tools', { query: serverPageQuery(request), signal: request.signal }),
  create: (input: ToolInput) => http.post<Tool>('/tools', input),
  update: (id: string, input: Partial<ToolInput>) => http.put<Tool>(`/tools/${id}`, input),
  remove: (id: string) => http.delete<void>(`/tools/${id}`),
  testRun: (input: ToolTestRunInput) => http.post<ToolRunResult>('/tools/test-run', input),
};
