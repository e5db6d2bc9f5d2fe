import { http } from '../../../host/web/http/http.ts';
import type { ApiKey, ApiKeyCreateInput, CreatedApiKey } from '../common/apiKeyTypes.ts';

/** The API keys plugin's calls to /api/v1/apikey. */
export const apiKeysApi = {
  list: () => http.get<ApiKey[]>('/apikey'),
  create: (input: ApiKeyCreateInput) => http.post<CreatedApiKey>('/apikey', input),
  rename: (id: string, keyName: string) => http.put<ApiKey>(`/apikey/${id}`, { keyName }),
  remove: (id: string) => http.delete<{ id: string; unboundFlows: number }>(`/apikey/${id}`),
};
