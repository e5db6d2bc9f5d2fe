import { http } from '../../../host/web/http/http.ts';
import type { Variable, VariableInput } from '../common/variableTypes.ts';

export const variablesApi = {
  list: () => http.get<Variable[]>('/variables'),
  create: (body: VariableInput) => http.post<Variable>('/variables', body),
  update: (id: string, body: VariableInput) =>
    http.put<Variable>(`/variables/${encodeURIComponent(id)}`, body),
  remove: (id: string) => http.delete<void>(`/variables/${encodeURIComponent(id)}`),
};
