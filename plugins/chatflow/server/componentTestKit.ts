import type { ChatMessage, EngineServices, TokenUsage } from '../../../host/server/engine/engineTypes.ts';
import type { FlowRunRequest } from '../../../host/server/engine/flowRunner.ts';
import type { FlowNode } from '../../../node-registry/flow.ts';
import { chatflowTestRequest } from './chatflowTestRequest.ts';
import { createChatModel } from '../../agentflow/public.ts';
import type {
  AnswerContext,
  BuildContext,
  ChatflowComponent,
  ChatModelInstance,
  MemoryInstance,
} from './componentTypes.ts';

/**
 * Contexts for building components directly in tests (the runner does this for real flows): a
 * run request with the services a test gives, and the tokens the component streamed.
 */
export interface TestRun {
  run: FlowRunRequest;
  tokens: string[];
  events: { event: string; data: unknown }[];
  /** What components reported with ctx.reportUsage. */
  usages: TokenUsage[];
  build(
    name: string,
    component: ChatflowComponent,
    inputs?: Record<string, unknown>,
    extra?: Partial<FlowNode['data']>,
  ): Promise<unknown>;
  answer(
    name: string,
    component: ChatflowComponent,
    instance: unknown,
    question: string,
  ): Promise<import('./componentTypes.ts').Answer>;
}

export function testRun(
  options: {
    services?: Partial<EngineServices>;
    credential?: Record<string, unknown>;
    streaming?: boolean;
    db?: FlowRunRequest['db'];
    workspaceId?: string;
  } = {},
): TestRun {
  const tokens: string[] = [];
  const usages: TokenUsage[] = [];
  // the runner tests' request, with this test's credential, services and workspace
  const { req: run, events } = chatflowTestRequest(
    { nodes: [], edges: [] },
    { streaming: options.streaming ?? false, ...(options.db ? { db: options.db } : {}) },
  );
  run.workspaceId = options.workspaceId ?? run.workspaceId;
  run.services = {
    ...run.services,
    credential: async () => ({ credentialName: 'test', data: options.credential ?? {} }),
    allowPrivate: true,
    ...options.services,
  };
  const ctxFor = (
    name: string,
    inputs: Record<string, unknown>,
    extra: Partial<FlowNode['data']> = {},
  ): BuildContext => ({
    node: {
      id: `${name}_0`,
      position: { x: 0, y: 0 },
      data: { id: `${name}_0`, name, label: name, inputs, ...extra },
    },
    inputs,
    run,
    credential: async () => options.credential ?? {},
    reportUsage: (u) => usages.push(u),
    variables: new Map(),
  });
  return {
    run,
    tokens,
    events,
    usages,
    build: (name, component, inputs = {}, extra) => component.init(ctxFor(name, inputs, extra)),
    async answer(name, component, instance, question) {
      if (!component.answer) throw new Error(`${name} does not answer`);
      const ctx: AnswerContext = {
        ...ctxFor(name, {}),
        question,
        token: (t) => {
          if (run.streaming) tokens.push(t);
        },
      };
      return component.answer(instance, ctx);
    },
  };
}

/** The local OpenAI-compatible test server's model as a chat model instance. */
export async function testChatModel(baseURL: string): Promise<ChatModelInstance> {
  const chat = await createChatModel(
    'chatOpenAI',
    { modelName: 'gpt-4o-mini', basepath: baseURL, FLOWISE_CREDENTIAL_ID: 'test-openai' },
    {
      services: {
        credential: async () => ({ credentialName: 'openAIApi', data: { openAIApiKey: 'sk-test' } }),
        allowPrivate: true,
      },
      addSecret: () => {},
    },
  );
  return { kind: 'chatModel', chat };
}

/** A memory kept in this object (the memory nodes are tested with the runner). */
export function testMemory(initial: ChatMessage[] = []): MemoryInstance & { saved: ChatMessage[] } {
  const saved = [...initial];
  return {
    kind: 'memory',
    memoryKey: 'chat_history',
    saved,
    messages: async () => [...saved],
    async save(question, answer) {
      saved.push({ role: 'user', content: question }, { role: 'assistant', content: answer });
    },
  };
}

/** A file as the peer's forms save it: a data URI with its file name. */
export const dataUri = (name: string, text: string, mime = 'text/plain') =>
  `data:${mime};base64,${Buffer.from(text).toString('base64')},filename:${name}`;
