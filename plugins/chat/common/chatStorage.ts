/** The lead a chatbot visitor gave (name, email, phone as entered). */
export interface ChatLead {
  name?: string;
  email?: string;
  phone?: string;
}

/** Per-chat local storage (spec section 3): the chat's id and its lead. */
export interface ChatMemory {
  chatId: string;
  lead?: ChatLead;
}

export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** The canvas (INTERNAL) and the public chatbot (EXTERNAL) keep separate chats, like the peer. */
export type ChatKind = 'INTERNAL' | 'EXTERNAL';

export const chatStorageKey = (flowId: string, kind: ChatKind) => `${flowId}_${kind}`;

/** The stored chat of a flow, or a new one (saved) when none or a broken one is stored. */
export function loadChatMemory(
  store: KeyValueStore,
  flowId: string,
  kind: ChatKind,
  newId: () => string,
): ChatMemory {
  const text = store.get(chatStorageKey(flowId, kind));
  if (text) {
    try {
      const v = JSON.parse(text) as Partial<ChatMemory>;
      if (typeof v.chatId === 'string' && v.chatId) {
        return { chatId: v.chatId, ...(v.lead && typeof v.lead === 'object' ? { lead: v.lead } : {}) };
      }
    } catch {
      // broken entry: start over below
    }
  }
  const fresh = { chatId: newId() };
  saveChatMemory(store, flowId, kind, fresh);
  return fresh;
}

export function saveChatMemory(
  store: KeyValueStore,
  flowId: string,
  kind: ChatKind,
  memory: ChatMemory,
): void {
  store.set(chatStorageKey(flowId, kind), JSON.stringify(memory));
}

/** Clear chat: a new chatId; the lead stays (the visitor is the same person). */
export function renewChat(
  store: KeyValueStore,
  flowId: string,
  kind: ChatKind,
  newId: () => string,
): ChatMemory {
  const old = loadChatMemory(store, flowId, kind, newId);
  const next: ChatMemory = { chatId: newId(), ...(old.lead ? { lead: old.lead } : {}) };
  saveChatMemory(store, flowId, kind, next);
  return next;
}
