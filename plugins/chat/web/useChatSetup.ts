import { useEffect, useMemo, useState } from 'react';
import { type FlowUploads, flowUploads } from '../common/flowUploads.ts';
import type { PublicChatbotConfig } from '../common/publicChatbotConfig.ts';
import { type StartForm, startForm } from '../common/startForm.ts';
import type { ChatClient } from './chatClient.ts';

/** What the panel offers besides a text box: the Start node's form, and uploads. */
export interface ChatSetup {
  form: StartForm | null;
  uploads: FlowUploads;
}

const NONE: ChatSetup = { form: null, uploads: flowUploads('') };

/** From a public chatbot config (its flowData holds only the Start node). */
export function setupOfConfig(config: PublicChatbotConfig): ChatSetup {
  return { form: startForm(config.flowData), uploads: config.uploads ?? NONE.uploads };
}

/**
 * The chat's setup: from the public config when the page loaded one, else from the client
 * (the canvas reads the saved flow). A new `refresh` key re-reads it (the panel passes one per
 * finished run and per chat, null while a run streams), so a flow saved meanwhile is picked up.
 */
export function useChatSetup(
  client: ChatClient,
  flowId: string,
  refresh: string | null,
  config: PublicChatbotConfig,
): ChatSetup {
  const given = config.flowData !== undefined || config.uploads !== undefined;
  const derived = useMemo(() => (given ? setupOfConfig(config) : null), [given, config]);
  const [loaded, setLoaded] = useState<ChatSetup>(NONE);
  useEffect(() => {
    if (given || refresh === null) return;
    let live = true;
    client
      .setup(flowId)
      .then((s) => live && setLoaded(s))
      .catch(() => live && setLoaded(NONE));
    return () => {
      live = false;
    };
  }, [client, flowId, refresh, given]);
  return derived ?? loaded;
}

/** The setup of a saved flow's data and chatbot config (the signed-in client). */
export const setupOfFlowData = (flowData: string, chatbotConfig?: string | null): ChatSetup => ({
  form: startForm(flowData),
  uploads: flowUploads(flowData, chatbotConfig),
});
