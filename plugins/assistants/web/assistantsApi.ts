import {
  type ServerPage,
  type ServerPageRequest,
  serverPageQuery,
} from '../../../host/web/components/useServerList.ts';
import { http } from '../../../host/web/http/http.ts';
import { t } from '../../../host/web/i18n/i18n.ts';
import type { Assistant, CustomAssistantDetails } from '../common/assistantTypes.ts';

/** The assistants plugin's calls to /api/v1/assistants. */
export const assistantsApi = {
  page: (request: ServerPageRequest) =>
    http.get<ServerPage<Assistant>>('/assistants', {
      query: { type: 'CUSTOM', ...serverPageQuery(request) },
      signal: request.signal,
    }),
  get: (id: string) => http.get<Assistant>(`/assistants/${id}`),
  create: (details: CustomAssistantDetails) =>
    http.post<Assistant>('/assistants', { type: 'CUSTOM', details }),
  update: (id: string, details: CustomAssistantDetails) =>
    http.put<Assistant>(`/assistants/${id}`, { details }),
  remove: (id: string) => http.delete<void>(`/assistants/${id}`),
};

/**
 * An assistant's details, read safely (a record imported from elsewhere may hold anything). One
 * without a name is shown as "Untitled assistant" in the reader's language (nothing stores it
 * unless the builder's form is saved, as a new flow's name).
 */
export function detailsOf(a: Assistant): CustomAssistantDetails {
  try {
    const d = JSON.parse(a.details) as CustomAssistantDetails & { instruction?: string };
    // the peer's details say "instruction"
    const instructions = d.instructions ?? d.instruction;
    return {
      ...d,
      name: typeof d.name === 'string' ? d.name : t('Untitled assistant'),
      ...(instructions ? { instructions } : {}),
    };
  } catch {
    return { name: t('Untitled assistant') };
  }
}
