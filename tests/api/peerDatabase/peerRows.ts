import { flowEdge, flowNode } from '../../../host/server/engine/testFlow.ts';
import { encryptLikePeer } from './peerEncrypt.ts';
import type { PeerVersion } from './peerSchema.ts';

/** Ids of the rows a peer database of `version` holds (2.x and 3.x apart), for the tests' checks. */
export function peerIds(version: PeerVersion) {
  const digit = version === '2.x' ? '2' : '3';
  return Object.fromEntries(Object.entries(IDS).map(([k, id]) => [k, `${digit}${id.slice(1)}`])) as Record<
    keyof typeof IDS,
    string
  >;
}

const IDS = {
  chat: '1a000000-0000-4000-8000-000000000001',
  agent: '1a000000-0000-4000-8000-000000000002',
  credential: '1a000000-0000-4000-8000-000000000003',
  tool: '1a000000-0000-4000-8000-000000000004',
  variable: '1a000000-0000-4000-8000-000000000005',
  store: '1a000000-0000-4000-8000-000000000006',
  loader: '1a000000-0000-4000-8000-000000000007',
  chunk: '1a000000-0000-4000-8000-000000000008',
  question: '1a000000-0000-4000-8000-000000000009',
  answer: '1a000000-0000-4000-8000-00000000000a',
  feedback: '1a000000-0000-4000-8000-00000000000b',
  execution: '1a000000-0000-4000-8000-00000000000c',
  apiKey: '1a000000-0000-4000-8000-00000000000d',
  workspace: '1a000000-0000-4000-8000-00000000000e',
} as const;

/** The credential's values in clear (what must come out of our credentials plugin). */
export const CREDENTIAL_VALUES = { openAIApiKey: 'sk-peer-secret-123' };
/** The peer's API key as its clients send it (43 base64url characters). */
export function peerApiKey(version: PeerVersion): string {
  return `${version === '2.x' ? 'Two' : 'Thr'}m9vYmFyYmF6cXV4MDEyMzQ1Njc4OWFiY2RlZmdoX`;
}

export type PeerTables = Record<string, Record<string, unknown>[]>;

/**
 * The rows of a peer database of `version`: a chatflow, an agentflow v2 (Start -> LLM on the
 * OpenAI-compatible server at `baseURL` with the peer's OpenAI credential), its credential
 * encrypted with `passphrase` the peer's way, a tool in the peer's format, a variable, a document
 * store with a chunk, a question, its answer and feedback, an API key; 3.x adds an execution, a
 * custom template, an assistant and the enterprise user and workspace.
 */
export function peerRows(version: PeerVersion, passphrase: string, baseURL: string): PeerTables {
  const PEER = peerIds(version);
  const v = version === '2.x' ? '2' : '3';
  const ws = version === '3.x' ? { workspaceId: PEER.workspace } : {};
  const agentFlow = {
    nodes: [
      flowNode('startAgentflow_0', 'startAgentflow', { startInputType: 'chatInput' }),
      flowNode('llmAgentflow_0', 'llmAgentflow', {
        llmModel: 'chatOpenAI',
        llmModelConfig: {
          llmModel: 'chatOpenAI',
          modelName: 'gpt-4o-mini',
          basepath: baseURL,
          FLOWISE_CREDENTIAL_ID: PEER.credential,
        },
      }),
    ],
    edges: [flowEdge('startAgentflow_0', 'llmAgentflow_0')],
  };
  const chatFlow = {
    nodes: [flowNode('chatOpenAI_0', 'chatOpenAI', { modelName: 'gpt-4o-mini' })],
    edges: [],
  };
  const tables: PeerTables = {
    chat_flow: [
      // A flow from before the type column stays null on 2.x databases.
      {
        id: PEER.chat,
        name: `Peer chat ${v}`,
        flowData: JSON.stringify(chatFlow),
        type: version === '2.x' ? null : 'CHATFLOW',
        isPublic: 0,
        deployed: 0,
        // Bound to the peer's key: only that key may call it.
        apikeyid: PEER.apiKey,
        ...ws,
      },
      {
        id: PEER.agent,
        name: `Peer agent ${v}`,
        flowData: JSON.stringify(agentFlow),
        type: 'AGENTFLOW',
        isPublic: 1,
        ...ws,
      },
    ],
    credential: [
      {
        id: PEER.credential,
        name: `Peer OpenAI ${v}`,
        credentialName: 'openAIApi',
        encryptedData: encryptLikePeer(CREDENTIAL_VALUES, passphrase),
        createdDate: '2025-01-02 03:04:05',
        ...ws,
      },
    ],
    tool: [
      {
        id: PEER.tool,
        name: `peer_adder_${v}`,
        description: 'Adds one',
        color: 'linear-gradient(rgb(10,20,30), rgb(40,50,60))',
        iconSrc: null,
        schema: JSON.stringify([
          { id: 0, property: 'a', description: 'A number', type: 'number', required: true },
        ]),
        func: 'return String($a + 1);',
        ...ws,
      },
    ],
    variable: [{ id: PEER.variable, name: `peer_var_${v}`, value: 'hello', type: 'static', ...ws }],
    document_store: [
      {
        id: PEER.store,
        name: `Peer handbook ${v}`,
        description: 'Handbook',
        status: 'SYNC',
        loaders: JSON.stringify([
          {
            id: PEER.loader,
            loaderId: 'plainText',
            loaderName: 'Plain Text',
            loaderConfig: { text: 'Holidays: 25 days.', metadata: '{}' },
            splitterId: 'recursiveCharacterTextSplitter',
            splitterName: 'Recursive Character Text Splitter',
            splitterConfig: { chunkSize: 100, chunkOverlap: 0 },
            totalChunks: 1,
            totalChars: 18,
            status: 'SYNC',
            files: [],
          },
        ]),
        whereUsed: '[]',
        ...ws,
      },
    ],
    document_store_file_chunk: [
      {
        id: PEER.chunk,
        docId: PEER.loader,
        storeId: PEER.store,
        chunkNo: 1,
        pageContent: 'Holidays: 25 days.',
        metadata: '{}',
      },
    ],
    chat_message: [
      {
        id: PEER.question,
        role: 'userMessage',
        chatflowid: PEER.agent,
        content: 'How many days?',
        chatType: 'INTERNAL',
        chatId: 'chat-1',
        sessionId: 'chat-1',
        createdDate: '2025-01-02 03:04:05',
      },
      {
        id: PEER.answer,
        role: 'apiMessage',
        chatflowid: PEER.agent,
        content: '25 days.',
        chatType: 'INTERNAL',
        chatId: 'chat-1',
        sessionId: 'chat-1',
        createdDate: '2025-01-02 03:04:06',
        ...(version === '3.x' ? { executionId: PEER.execution } : {}),
      },
    ],
    chat_message_feedback: [
      {
        id: PEER.feedback,
        chatflowid: PEER.agent,
        chatId: 'chat-1',
        messageId: PEER.answer,
        rating: 'THUMBS_UP',
        content: 'Right',
      },
    ],
    apikey: [
      {
        id: PEER.apiKey,
        apiKey: peerApiKey(version),
        apiSecret: 'aa.bb',
        keyName: `Peer key ${v}`,
        ...(version === '3.x' ? { permissions: JSON.stringify(['chatflows:view']), ...ws } : {}),
      },
    ],
  };
  if (version === '3.x') {
    tables.execution = [
      {
        id: PEER.execution,
        executionData: JSON.stringify([
          {
            nodeId: 'startAgentflow_0',
            nodeLabel: 'Start',
            data: { output: { question: 'How many days?' } },
            previousNodeIds: [],
            status: 'FINISHED',
          },
        ]),
        state: 'FINISHED',
        agentflowId: PEER.agent,
        sessionId: 'chat-1',
        isPublic: 0,
        ...ws,
      },
    ];
    tables.custom_template = [
      { id: '1a000000-0000-4000-8000-0000000000f1', name: 'T', flowData: '{}', type: 'Chatflow', ...ws },
    ];
    tables.assistant = [
      {
        id: '1a000000-0000-4000-8000-0000000000f2',
        details: '{"name":"A"}',
        credential: PEER.credential,
        type: 'CUSTOM',
        ...ws,
      },
    ];
    tables.user = [
      { id: '1a000000-0000-4000-8000-0000000000f3', name: 'Ann', email: 'ann@example.com', status: 'active' },
    ];
    tables.workspace = [{ id: PEER.workspace, name: 'Default Workspace', organizationId: 'org-1' }];
  }
  return tables;
}
