import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { ShellContext } from '../../../host/web/router/ShellContext.tsx';
import { storage } from '../../../host/web/stores/storage.ts';
import { applyStreamEvent, type ChatItem, type NodeProgress } from '../common/chatItem.ts';
import {
  type ChatKind,
  type ChatLead,
  loadChatMemory,
  renewChat,
  saveChatMemory,
} from '../common/chatStorage.ts';
import type { ChatUpload } from '../common/chatUpload.ts';
import { readSseStream } from '../../../host/common/stream/sseParser.ts';
import { type ChatClient, chatClient, type PredictionRequest } from './chatClient.ts';
import { loadRefusalTexts, refusedRunMessage } from './refusedRun.ts';

const newId = () => crypto.randomUUID();

/** What a message carries besides its text. */
export interface SendOptions {
  humanInput?: PredictionRequest['humanInput'];
  /** Form values (form-input flows); `formLabel` is how the user's message shows them. */
  form?: Record<string, unknown>;
  formLabel?: string;
  uploads?: ChatUpload[];
}

export interface UseChatOptions {
  flowId: string;
  kind: ChatKind;
  /** Called for each node status the run reports (the canvas colours its nodes with it). */
  onNodeStatus?: (node: NodeProgress) => void;
  /** Test seam: another transport. */
  client?: ChatClient;
}

/**
 * The chat's state: messages, the running request, the stored chatId and lead. Each stream
 * event replaces only the last (streaming) item, so memoised rows above it do not re-render.
 */
export function useChat({ flowId, kind, onNodeStatus, client: given }: UseChatOptions) {
  const client = useMemo(() => given ?? chatClient(kind), [given, kind]);
  // the plugins' node texts, for a refused run's tool labels (none outside the shell, as in tests)
  const shell = useContext(ShellContext);
  const [memory, setMemory] = useState(() => loadChatMemory(storage, flowId, kind, newId));
  const [items, setItems] = useState<ChatItem[]>([]);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const nodeStatus = useRef(onNodeStatus);
  nodeStatus.current = onNodeStatus;

  useEffect(() => {
    let live = true;
    client
      .history(flowId, memory.chatId)
      .then((h) => live && h && setItems(h))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [client, flowId, memory.chatId]);

  useEffect(() => () => controller.current?.abort(), []);

  const updateLast = useCallback((fn: (item: ChatItem) => ChatItem) => {
    setItems((prev) => {
      const last = prev.at(-1);
      if (!last) return prev;
      const next = fn(last);
      return next === last ? prev : [...prev.slice(0, -1), next];
    });
  }, []);

  const send = useCallback(
    async (question: string, opts: SendOptions = {}) => {
      if (busy) return;
      const { humanInput, form, uploads } = opts;
      const ask = question.trim();
      if (!ask && !humanInput && !form && !uploads?.length) return;
      const shown = ask || (form ? (opts.formLabel ?? '') : '');
      const answer: ChatItem = { key: newId(), role: 'apiMessage', content: '', streaming: true };
      const asked: ChatItem = {
        key: newId(),
        role: 'userMessage',
        content: shown,
        ...(uploads?.length ? { fileUploads: uploads } : {}),
      };
      setItems((prev) => [
        // an answered human-input request loses its buttons
        ...prev.map((m) => (m.action ? { ...m, action: undefined } : m)),
        ...(shown || uploads?.length ? [asked] : []),
        answer,
      ]);
      setBusy(true);
      const ac = new AbortController();
      controller.current = ac;
      try {
        const res = await client.predict(
          flowId,
          {
            ...(ask ? { question: ask } : {}),
            chatId: memory.chatId,
            streaming: true,
            ...(humanInput ? { humanInput } : {}),
            ...(form ? { form } : {}),
            ...(uploads?.length ? { uploads } : {}),
            ...(memory.lead?.email ? { leadEmail: memory.lead.email } : {}),
          },
          ac.signal,
        );
        if (!res.body) throw new Error('The server sent no answer');
        await readSseStream(res.body, (e) => {
          if (e.event === 'nextAgentFlow') nodeStatus.current?.(e.data as NodeProgress);
          updateLast((item) => applyStreamEvent(item, e));
        });
        updateLast((item) => ({ ...item, streaming: false }));
      } catch (err) {
        const stopped = ac.signal.aborted;
        if (!stopped) await loadRefusalTexts(err, shell?.registry);
        updateLast((item) => ({
          ...item,
          streaming: false,
          ...(stopped
            ? {}
            : { error: refusedRunMessage(err) ?? ((err as Error).message || 'The request failed') }),
          ...(stopped && !item.content ? { content: '_Stopped._' } : {}),
        }));
      } finally {
        controller.current = null;
        setBusy(false);
      }
    },
    [busy, client, flowId, memory, updateLast, shell],
  );

  const stop = useCallback(() => {
    if (!controller.current) return;
    void client.abort(flowId, memory.chatId);
    controller.current.abort();
  }, [client, flowId, memory.chatId]);

  const clear = useCallback(async () => {
    controller.current?.abort();
    await client.forget(flowId, memory.chatId).catch(() => {});
    setItems([]);
    setMemory(renewChat(storage, flowId, kind, newId));
  }, [client, flowId, kind, memory.chatId]);

  const saveLead = useCallback(
    async (lead: ChatLead) => {
      await client.saveLead(flowId, memory.chatId, lead);
      const next = { ...memory, lead };
      saveChatMemory(storage, flowId, kind, next);
      setMemory(next);
    },
    [client, flowId, kind, memory],
  );

  const rate = useCallback(
    async (item: ChatItem, rating: 'THUMBS_UP' | 'THUMBS_DOWN', content = '') => {
      if (!item.messageId) return;
      const fb = item.feedback
        ? await client.updateRating(item.feedback.id, { rating, content })
        : await client.rate(flowId, memory.chatId, item.messageId, rating, content);
      setItems((prev) => prev.map((m) => (m.key === item.key ? { ...m, feedback: fb } : m)));
    },
    [client, flowId, memory.chatId],
  );

  return { items, busy, chatId: memory.chatId, lead: memory.lead, send, stop, clear, saveLead, rate };
}
