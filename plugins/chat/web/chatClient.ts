import { API_BASE, http } from '../../../host/web/http/http.ts';
import { currentLanguage } from '../../../host/web/i18n/i18n.ts';
import type { ChatFeedback, ChatItem } from '../common/chatItem.ts';
import type { ChatKind, ChatLead } from '../common/chatStorage.ts';
import type { ChatUpload } from '../common/chatUpload.ts';
import type { PublicChatbotConfig } from '../common/publicChatbotConfig.ts';
import { type ChatSetup, setupOfConfig, setupOfFlowData } from './useChatSetup.ts';

export interface PredictionRequest {
  question?: string;
  chatId: string;
  streaming: true;
  humanInput?: { type: 'proceed' | 'reject'; startNodeId?: string; feedback?: string };
  leadEmail?: string;
  /** The Start node's form values (flows that start with a form). */
  form?: Record<string, unknown>;
  uploads?: ChatUpload[];
}

/** What the chat panel calls; the canvas (INTERNAL, signed in) and the public page (EXTERNAL) differ. */
export interface ChatClient {
  /** The streaming prediction answer (a Response whose body is the SSE stream). */
  predict(flowId: string, body: PredictionRequest, signal: AbortSignal): Promise<Response>;
  abort(flowId: string, chatId: string): Promise<void>;
  rate(
    flowId: string,
    chatId: string,
    messageId: string,
    rating: ChatFeedback['rating'],
    content: string,
  ): Promise<ChatFeedback>;
  updateRating(
    id: string,
    patch: { rating?: ChatFeedback['rating']; content?: string },
  ): Promise<ChatFeedback>;
  saveLead(flowId: string, chatId: string, lead: ChatLead): Promise<void>;
  /** Stored messages of a chat (signed in only); null when the caller may not read them. */
  history(flowId: string, chatId: string): Promise<ChatItem[] | null>;
  /** Forgets the chat's stored messages (signed in only). */
  forget(flowId: string, chatId: string): Promise<void>;
  /** The flow's form and upload rules. */
  setup(flowId: string): Promise<ChatSetup>;
}

async function publicJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${API_BASE}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  const data = text ? (JSON.parse(text) as unknown) : undefined;
  if (!res.ok) {
    const message = (data as { message?: string } | undefined)?.message ?? `Request failed (${res.status})`;
    throw new Error(message);
  }
  return data as T;
}

interface StoredMessage {
  id: string;
  role: ChatItem['role'];
  content: string;
  usedTools?: ChatItem['usedTools'];
  sourceDocuments?: ChatItem['sourceDocuments'];
  feedback?: ChatFeedback;
  fileUploads?: ChatUpload[];
}

const toItem = (m: StoredMessage): ChatItem => ({
  key: m.id,
  role: m.role,
  content: m.content,
  messageId: m.id,
  ...(m.usedTools ? { usedTools: m.usedTools } : {}),
  ...(m.sourceDocuments ? { sourceDocuments: m.sourceDocuments } : {}),
  ...(m.feedback ? { feedback: m.feedback } : {}),
  ...(m.fileUploads?.length ? { fileUploads: m.fileUploads } : {}),
});

const common = {
  abort: (flowId: string, chatId: string) =>
    publicJson<void>('POST', `/chatflows-abort/${flowId}/${encodeURIComponent(chatId)}`).catch(() => {}),
  rate: (
    flowId: string,
    chatId: string,
    messageId: string,
    rating: ChatFeedback['rating'],
    content: string,
  ) =>
    publicJson<ChatFeedback>('POST', `/feedback/${flowId}`, {
      chatflowid: flowId,
      chatId,
      messageId,
      rating,
      content,
    }),
  updateRating: (id: string, patch: { rating?: ChatFeedback['rating']; content?: string }) =>
    publicJson<ChatFeedback>('PUT', `/feedback/${id}`, patch),
  saveLead: (flowId: string, chatId: string, lead: ChatLead) =>
    publicJson<void>('POST', '/leads', { chatflowid: flowId, chatId, ...lead }),
};

export function chatClient(kind: ChatKind): ChatClient {
  if (kind === 'EXTERNAL') {
    return {
      ...common,
      async predict(flowId, body, signal) {
        const res = await fetch(`${API_BASE}/prediction/${flowId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal,
        });
        if (!res.ok) {
          const data = (await res.json().catch(() => ({}))) as { message?: string };
          // the answer goes with the error, as the signed-in client's does: a refused run's problems
          // (with their keys) are said in the reader's language (refusedRun.ts)
          throw Object.assign(new Error(data.message ?? `Prediction failed (${res.status})`), { data });
        }
        return res;
      },
      history: async () => null,
      forget: async () => {},
      async setup(flowId) {
        const c = await publicJson<PublicChatbotConfig>(
          'GET',
          `/public-chatbotConfig/${flowId}?lang=${currentLanguage()}`,
        );
        return setupOfConfig(c);
      },
    };
  }
  return {
    ...common,
    predict: (flowId, body, signal) =>
      http.post<Response>(`/internal-prediction/${flowId}`, body, { responseType: 'response', signal }),
    async history(flowId, chatId) {
      const rows = await http.get<StoredMessage[]>(`/chatmessage/${flowId}`, { query: { chatId } });
      return rows.map(toItem);
    },
    async forget(flowId, chatId) {
      await http.delete(`/chatmessage/${flowId}`, { query: { chatId } });
    },
    async setup(flowId) {
      const flow = await http.get<{ flowData: string; chatbotConfig?: string | null }>(
        `/chatflows/${encodeURIComponent(flowId)}`,
      );
      return setupOfFlowData(flow.flowData, flow.chatbotConfig);
    },
  };
}
