import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type {
  ChatMessage,
  EngineEventName,
  EngineServices,
  RunInput,
} from '../../../host/server/engine/engineTypes.ts';
import type { FlowRunRequest } from '../../../host/server/engine/flowRunner.ts';
import type { Flow } from '../../../node-registry/flow.ts';

export interface TestRequestOptions {
  question?: string;
  streaming?: boolean;
  chatId?: string;
  vars?: Record<string, string>;
  /** Credential rows by id. */
  credentials?: Record<string, Record<string, unknown>>;
  /** The session's earlier messages (what the prediction mechanism reads from the chat messages). */
  history?: ChatMessage[];
  modelBaseURL?: Record<string, string>;
  /** Base URLs of built-in tools' services (TOOL_BASE_URLS). */
  toolBaseURLs?: Record<string, string>;
  signal?: AbortSignal;
  db?: Kysely<Database>;
  /** Attachments of the question (uploads). */
  images?: RunInput['images'];
  files?: RunInput['files'];
  /** The server's data folder (DATA_DIR), for nodes that read files in it. */
  dataDir?: string;
}

/**
 * A FlowRunRequest for tests of the chatflow runner, as the prediction mechanism builds one:
 * credentials resolved by id, loopback model servers allowed, events and secrets recorded.
 */
export function chatflowTestRequest(flow: Flow, o: TestRequestOptions = {}) {
  const events: { event: EngineEventName; data: unknown }[] = [];
  const secrets: string[] = [];
  const services: EngineServices = {
    allowPrivate: ['127.0.0.1'],
    modelBaseURL: o.modelBaseURL ?? {},
    toolBaseURLs: o.toolBaseURLs ?? {},
    credential: async (id) => {
      const data = o.credentials?.[id];
      if (!data) throw new Error(`Credential ${id} not found`);
      return { credentialName: 'test', data };
    },
    chatHistory: async () => o.history ?? [],
    ...(o.dataDir ? { dataDir: o.dataDir } : {}),
  };
  const chatId = o.chatId ?? 'chat-1';
  const req: FlowRunRequest = {
    flow,
    flowId: 'flow-1',
    workspaceId: 'ws-1',
    input: {
      question: o.question ?? 'Hello there',
      chatId,
      sessionId: chatId,
      ...(o.images ? { images: o.images } : {}),
      ...(o.files ? { files: o.files } : {}),
    },
    vars: o.vars ?? {},
    services,
    streaming: o.streaming ?? false,
    emit: (event, data) => events.push({ event, data }),
    signal: o.signal ?? new AbortController().signal,
    db: o.db ?? (undefined as unknown as Kysely<Database>),
    addSecret: (s) => secrets.push(s),
  };
  const tokens = () => events.filter((e) => e.event === 'token').map((e) => e.data as string);
  return { req, events, secrets, tokens };
}
