import { http } from '../../../../host/web/http/http.ts';
import { t } from '../../../../host/web/i18n/i18n.ts';
import type { Assistant } from '../../common/assistantTypes.ts';
import type { VendorAssistantDetails, VendorType } from '../../common/vendorAssistant.ts';

/** A vector store the vendor holds, as our routes answer it. */
export interface VectorStore {
  id: string;
  name: string;
  fileCount: number;
  usageBytes: number;
  files?: VendorFile[];
}

export interface VendorFile {
  id: string;
  filename: string;
  bytes: number;
}

/** The vendor routes take the credential (and a gateway's base URL) as query parameters. */
export interface VendorScope {
  credential: string;
  baseURL?: string;
}

const query = (s: VendorScope) => ({
  credential: s.credential,
  ...(s.baseURL ? { baseURL: s.baseURL } : {}),
});
const filesForm = (files: File[]) => {
  const form = new FormData();
  for (const f of files) form.append('files', f, f.name);
  return form;
};

/** The calls of the OpenAI and Azure assistants page. */
export const vendorAssistantsApi = {
  list: async () => {
    const [openai, azure] = await Promise.all([
      http.get<Assistant[]>('/assistants', { query: { type: 'OPENAI' } }),
      http.get<Assistant[]>('/assistants', { query: { type: 'AZURE' } }),
    ]);
    return [...openai, ...azure].sort((a, b) => b.updatedDate.localeCompare(a.updatedDate));
  },
  create: (type: VendorType, credential: string, details: VendorAssistantDetails) =>
    http.post<Assistant>('/assistants', { type, credential, details }),
  update: (id: string, credential: string, details: VendorAssistantDetails) =>
    http.put<Assistant>(`/assistants/${id}`, { credential, details }),
  remove: (id: string) => http.delete<void>(`/assistants/${id}`),
  stores: (s: VendorScope) => http.get<VectorStore[]>('/openai-assistants-vector-store', { query: query(s) }),
  store: (s: VendorScope, id: string) =>
    http.get<VectorStore>(`/openai-assistants-vector-store/${encodeURIComponent(id)}`, { query: query(s) }),
  createStore: (s: VendorScope, name: string) =>
    http.post<VectorStore>('/openai-assistants-vector-store', { name }, { query: query(s) }),
  uploadToStore: (s: VendorScope, id: string, files: File[]) =>
    http.post<VendorFile[]>(`/openai-assistants-vector-store/${encodeURIComponent(id)}`, filesForm(files), {
      query: query(s),
    }),
  removeFiles: (s: VendorScope, id: string, fileIds: string[]) =>
    http.patch<{ deletedFiles: number }>(
      `/openai-assistants-vector-store/${encodeURIComponent(id)}`,
      { deleteFiles: fileIds },
      { query: query(s) },
    ),
  uploadFiles: (s: VendorScope, files: File[]) =>
    http.post<VendorFile[]>('/openai-assistants-file/upload', filesForm(files), { query: query(s) }),
};

/** A vendor assistant's details, read safely (an imported record may hold anything); one without a name is shown as "Untitled assistant" in the reader's language. */
export function vendorDetailsOf(a: Assistant): VendorAssistantDetails {
  let d: Partial<VendorAssistantDetails> = {};
  try {
    d = JSON.parse(a.details) as Partial<VendorAssistantDetails>;
  } catch {
    d = {};
  }
  return {
    ...d,
    name: typeof d.name === 'string' ? d.name : t('Untitled assistant'),
    model: typeof d.model === 'string' ? d.model : '',
    tools: Array.isArray(d.tools) ? d.tools : [],
    tool_resources: {
      file_search: { vector_store_ids: d.tool_resources?.file_search?.vector_store_ids ?? [] },
      code_interpreter: { file_ids: d.tool_resources?.code_interpreter?.file_ids ?? [] },
    },
  };
}
