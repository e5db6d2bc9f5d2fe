import {
  type ServerPage,
  type ServerPageRequest,
  serverPageQuery,
} from '../../../host/web/components/useServerList.ts';
import { http } from '../../../host/web/http/http.ts';
import type { ApiKey, ApiKeyCreateInput, CreatedApiKey } from '../common/apiKeyTypes.ts';

/** The API keys plugin's calls to /api/v1/apikey. */
export const apiKeysApi = {
  page: (request: ServerPageRequest) =>
    http.get<ServerPage<ApiKey>>('/apikey', { query: serverPageQuery(request), signal: request.signal }),
  /** What the caller may put on a key. */
  permissions: () => http.get<{ permissions: string[] }>('/apikey/permissions'),
  create: (input: ApiKeyCreateInput) => http.post<CreatedApiKey>('/apikey', input),
  update: (id: string, changes: { keyName?: string; permissions?: string[] }) =>
    http.put<ApiKey>(`/apikey/${id}`, changes),
  remove: (id: string) => http.delete<{ id: string; unboundFlows: number }>(`/apikey/${id}`),
};
