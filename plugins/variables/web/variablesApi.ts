import {
  type ServerPage,
  type ServerPageRequest,
  serverPageQuery,
} from '../../../host/web/components/useServerList.ts';
import { http } from '../../../host/web/http/http.ts';
import type { Variable, VariableInput } from '../common/variableTypes.ts';

export const variablesApi = {
  page: (request: ServerPageRequest) =>
    http.get<ServerPage<Variable>>('/variables', { query: serverPageQuery(request), signal: request.signal }),
  create: (body: VariableInput) => http.post<Variable>('/variables', body),
  update: (id: string, body: VariableInput) =>
    http.put<Variable>(`/variables/${encodeURIComponent(id)}`, body),
  remove: (id: string) => http.delete<void>(`/variables/${encodeURIComponent(id)}`),
};
