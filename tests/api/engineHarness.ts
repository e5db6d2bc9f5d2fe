import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { flowEdge, flowNode } from '../../host/server/engine/testFlow.ts';
import type { FlowEdge, FlowNode } from '../../node-registry/flow.ts';
import { type OpenAITestServer, startOpenAITestServer } from '../llm/openaiTestServer.ts';
import { apiCall, type CallResult, type Caller } from './apiCall.ts';
import { startTestServer, type TestServer, type TestServerOptions } from './startTestServer.ts';

export { flowEdge as edge, flowNode as node };

/** The Start node taking chat input, as most engine tests begin. */
export function startNode(inputs: Record<string, unknown> = {}): FlowNode {
  return flowNode('startAgentflow_0', 'startAgentflow', { startInputType: 'chatInput', ...inputs });
}

/** A node's model choice as the canvas saves it: `<prefix>Model` and `<prefix>ModelConfig` (naming it again). */
export function modelInputs(prefix: string, component: string, config: Record<string, unknown>) {
  return {
    [`${prefix}Model`]: component,
    [`${prefix}ModelConfig`]: { ...config, [`${prefix}Model`]: component },
  };
}

/** POST /tools body of the saved tool add_numbers({ a, b }) that answers their sum as text. */
export const ADD_NUMBERS_TOOL = {
  name: 'add_numbers',
  description: 'Adds two numbers',
  schema: JSON.stringify({
    type: 'object',
    properties: { a: { type: 'number' }, b: { type: 'number' } },
    required: ['a', 'b'],
  }),
  func: 'return String($a + $b);',
};

/** Columns of the chat_flow row that createFlow may set besides nodes and edges (JSON columns as text). */
export interface FlowColumns {
  workspace_id?: string;
  apikey_id?: string;
  api_config?: string;
  chatbot_config?: string;
}

/** A real server, a real OpenAI-compatible model server and an OpenAI credential pointing at nothing secret-free. */
export interface EngineHarness {
  server: TestServer;
  llm: OpenAITestServer;
  credentialId: string;
  apiKeySecret: string;
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<CallResult>;
  /** Inserts an AGENTFLOW with these nodes and edges; returns its id. */
  createFlow(nodes: FlowNode[], edges: FlowEdge[], extra?: FlowColumns): Promise<string>;
  /** Inserts Start (startNode) followed by these nodes, each connected to the next; returns its id. */
  createFlowFromStart(...nodes: FlowNode[]): Promise<string>;
  /**
   * Inserts Start -> LLM (llmAgentflow_0 on the test model, `modelConfig` added to its model
   * config), the flow most prediction and chat tests run; returns its id.
   */
  createLlmFlow(options?: FlowColumns & { modelConfig?: Record<string, unknown> }): Promise<string>;
  /**
   * Inputs that make a node's model chatOpenAI at the test server, `config` added to (or replacing)
   * the defaults: model('llm') -> { llmModel, llmModelConfig }.
   */
  model(prefix: string, config?: Record<string, unknown>): Record<string, unknown>;
  close(): Promise<void>;
}

/**
 * An OpenAI credential (key `apiKey`) made through `caller`'s API, and `model`: the inputs that make
 * a node's model chatOpenAI at `baseURL` with it (see EngineHarness['model']).
 */
export async function testModelCredential(
  caller: Caller,
  baseURL: string,
  apiKey: string,
): Promise<{ credentialId: string; model: EngineHarness['model'] }> {
  const cred = await apiCall(caller, 'POST', '/credentials', {
    name: 'test model',
    credentialName: 'openAIApi',
    plainDataObj: { openAIApiKey: apiKey },
  });
  if (cred.status !== 201) throw new Error(`credential: ${cred.status} ${cred.text}`);
  const credentialId = cred.body.id as string;
  const model: EngineHarness['model'] = (prefix, config = {}) =>
    modelInputs(prefix, 'chatOpenAI', {
      modelName: 'gpt-4o-mini',
      basepath: baseURL,
      FLOWISE_CREDENTIAL_ID: credentialId,
      ...config,
    });
  return { credentialId, model };
}

export async function startEngineHarness(options: TestServerOptions = {}): Promise<EngineHarness> {
  const [server, llm] = await Promise.all([startTestServer(options), startOpenAITestServer()]);
  const call: EngineHarness['call'] = (method, path, body, headers) =>
    apiCall(server, method, path, body, headers);
  const apiKeySecret = `sk-engine-${randomUUID()}`;
  const { credentialId, model } = await testModelCredential(server, llm.baseURL, apiKeySecret);
  const createFlow: EngineHarness['createFlow'] = async (nodes, edges, extra = {}) => {
    const id = randomUUID();
    await server.app.brains.db
      .insertInto('chat_flow')
      .values({
        id,
        workspace_id: extra.workspace_id ?? 'default',
        name: `flow ${id.slice(0, 8)}`,
        flow_data: JSON.stringify({ nodes, edges }),
        type: 'AGENTFLOW',
        apikey_id: extra.apikey_id ?? null,
        api_config: extra.api_config ?? null,
        chatbot_config: extra.chatbot_config ?? null,
      })
      .execute();
    return id;
  };
  /** Start followed by these nodes, each connected to the next. */
  const fromStart = (nodes: FlowNode[], extra?: FlowColumns) => {
    const line = [startNode(), ...nodes];
    return createFlow(
      line,
      nodes.map((node, i) => flowEdge(line[i]?.id ?? '', node.id)),
      extra,
    );
  };
  return {
    server,
    llm,
    credentialId,
    apiKeySecret,
    call,
    createFlow,
    createFlowFromStart: (...nodes) => fromStart(nodes),
    createLlmFlow({ modelConfig, ...extra } = {}) {
      return fromStart([flowNode('llmAgentflow_0', 'llmAgentflow', model('llm', modelConfig))], extra);
    },
    model,
    async close() {
      await Promise.all([server.close(), llm.close()]);
    },
  };
}

/**
 * The calling file's harness (like credentialHarness): started in beforeAll, closed in afterAll,
 * its model server back to its start state (no queued replies, recorded requests, responder or
 * chunk delay) before each test. Readable from the file's later beforeAll and its tests.
 */
export function engineHarness(options: TestServerOptions = {}): EngineHarness {
  let h: EngineHarness | undefined;
  beforeAll(async () => {
    h = await startEngineHarness(options);
  });
  afterAll(() => h?.close());
  beforeEach(() => {
    h?.llm.reset();
    h?.llm.setChunkDelay(0);
  });
  const started = (): EngineHarness => {
    if (!h) throw new Error('the engine harness is not started yet');
    return h;
  };
  return {
    get server() {
      return started().server;
    },
    get llm() {
      return started().llm;
    },
    get credentialId() {
      return started().credentialId;
    },
    get apiKeySecret() {
      return started().apiKeySecret;
    },
    call: (...args) => started().call(...args),
    createFlow: (...args) => started().createFlow(...args),
    createFlowFromStart: (...nodes) => started().createFlowFromStart(...nodes),
    createLlmFlow: (options) => started().createLlmFlow(options),
    model: (...args) => started().model(...args),
    close: () => started().close(),
  };
}

/** Parses the peer's SSE format (`message:\ndata:{event,data}`) into events. */
export function parseSse(text: string): { event: string; data: unknown }[] {
  return text
    .split('\n\n')
    .map((block) => block.split('\n').find((l) => l.startsWith('data:')))
    .filter((l): l is string => Boolean(l))
    .map((l) => JSON.parse(l.slice('data:'.length)) as { event: string; data: unknown });
}
