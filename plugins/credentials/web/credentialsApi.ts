import type { CredentialDefinition } from '../../../host/common/plugin/types.ts';
import {
  type ServerPage,
  type ServerPageRequest,
  serverPageQuery,
} from '../../../host/web/components/useServerList.ts';
import { http } from '../../../host/web/http/http.ts';
import type { CredentialDetail, CredentialSummary } from '../common/credentialApi.ts';
import type { PlainData } from '../common/credentialData.ts';

/** A workspace of the organisation, as the share dialog offers it. */
export interface WorkspaceChoice {
  id: string;
  name: string;
}

export const credentialsApi = {
  page: (request: ServerPageRequest) =>
    http.get<ServerPage<CredentialSummary>>('/credentials', {
      query: serverPageQuery(request),
      signal: request.signal,
    }),
  get: (id: string) => http.get<CredentialDetail>(`/credentials/${encodeURIComponent(id)}`),
  types: () => http.get<CredentialDefinition[]>('/components-credentials'),
  create: (body: { name: string; credentialName: string; plainDataObj: PlainData }) =>
    http.post<CredentialSummary>('/credentials', body),
  update: (id: string, body: { name: string; plainDataObj: PlainData }) =>
    http.put<CredentialSummary>(`/credentials/${encodeURIComponent(id)}`, body),
  remove: (id: string, force = false) =>
    http.delete<void>(`/credentials/${encodeURIComponent(id)}`, force ? { query: { force: true } } : {}),
  // Sharing uses the spec's workspace calls (enterprise).
  workspaces: () => http.get<WorkspaceChoice[]>('/workspace'),
  sharedWith: (id: string) =>
    http.get<{ workspaceId: string }[]>(`/workspace/shared/${encodeURIComponent(id)}`),
  share: (id: string, workspaceIds: string[]) =>
    http.post<unknown>(`/workspace/shared/${encodeURIComponent(id)}`, {
      itemType: 'credential',
      workspaceIds,
    }),
};
