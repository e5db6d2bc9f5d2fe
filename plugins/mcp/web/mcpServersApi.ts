import {
  type ServerPage,
  type ServerPageRequest,
  serverPageQuery,
} from '../../../host/web/components/useServerList.ts';
import { http } from '../../../host/web/http/http.ts';
import type { McpServerInput, McpServerTool, McpServerView } from '../common/mcpServerTypes.ts';

/** The mcp plugin's calls to /api/v1/custom-mcp-servers. */
export const mcpServersApi = {
  page: (request: ServerPageRequest) =>
    http.get<ServerPage<McpServerView>>('/custom-mcp-servers', {
      query: serverPageQuery(request),
      signal: request.signal,
    }),
  create: (input: McpServerInput) => http.post<McpServerView>('/custom-mcp-servers', input),
  update: (id: string, input: Partial<McpServerInput>) =>
    http.put<McpServerView>(`/custom-mcp-servers/${id}`, input),
  remove: (id: string) => http.delete<void>(`/custom-mcp-servers/${id}`),
  tools: (id: string) => http.get<McpServerTool[]>(`/custom-mcp-servers/${id}/tools`),
  connect: (id: string) =>
    http.post<McpServerView & { tools: McpServerTool[] }>(`/custom-mcp-servers/${id}/authorize`, {}),
};
