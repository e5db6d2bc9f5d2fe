import type { ChatMessage, TokenUsage } from '../../../host/server/engine/engineTypes.ts';
import type { FlowRunRequest, UsedToolCall } from '../../../host/server/engine/flowRunner.ts';
import type { RetrievedDocument } from '../../../host/server/engine/knowledge.ts';
import type { FlowNode } from '../../../node-registry/flow.ts';

/**
 * The contract between the chatflow runner and its node components (one per node name, like the
 * peer's nodes). The runner builds the components in dependency order: a node's `init` receives
 * its params (variables resolved) and, under each input anchor's name, what the connected nodes
 * built (an array for list anchors). The ending node (no outgoing edge) then answers.
 */
export interface BuildContext {
  node: FlowNode;
  /** Params with variables resolved, and anchor inputs replaced by the connected instances. */
  inputs: Record<string, unknown>;
  run: FlowRunRequest;
  /** The node's chosen credential's fields ({} when it has none); values become secrets. */
  credential(): Promise<Record<string, unknown>>;
  /** Adds tokens a model call used to the run's usage (calls made while building, too). */
  reportUsage(usage: TokenUsage): void;
  /** Values Set Variable nodes stored in this run, by name (Get Variable reads them). */
  variables: Map<string, unknown>;
}

export interface AnswerContext extends BuildContext {
  question: string;
  /** Sends a token to the caller when it asked for streaming (a no-op otherwise). */
  token(text: string): void;
}

/** What an ending node answers. */
export interface Answer {
  text: string;
  json?: unknown;
  sourceDocuments?: RetrievedDocument[];
  usedTools?: UsedToolCall[];
  usage?: TokenUsage;
}

export interface ChatflowComponent {
  /** Builds what the node gives its successors (a model, a memory, a tool, a retriever...). */
  init(ctx: BuildContext): Promise<unknown>;
  /** Ending nodes (chains, agents, engines): answer the question with the built instance. */
  answer?(instance: unknown, ctx: AnswerContext): Promise<Answer>;
}

/**
 * How a catalogue names a component: the component itself, or a loader that imports its code
 * the first time a flow needs it (nothing heavy loads at server start).
 */
export type ComponentEntry = ChatflowComponent | (() => Promise<ChatflowComponent>);

// What components hand each other. Each carries `kind`, so a receiving node can check what it got
// and say which input is wrong instead of failing deep inside a call.

/** A chat model or LLM: call it through the ai SDK (agentflow's public createChatModel). */
export interface ChatModelInstance {
  kind: 'chatModel';
  /** agentflow's ChatModel: { model, settings, provider, modelName }. */
  chat: import('../../agentflow/public.ts').ChatModel;
  /** The node allows image uploads: the question's attached images reach the model. */
  acceptsImages?: boolean;
  /** False when the node turns streaming off: its answer then reaches the caller whole. */
  streaming?: boolean;
}

export interface EmbeddingsInstance {
  kind: 'embeddings';
  /** The saved component name (openAIEmbeddings...) and its config, as the model layer takes them. */
  name: string;
  config: Record<string, unknown>;
  embed(texts: string[], signal?: AbortSignal): Promise<number[][]>;
}

/** Memory keyed by the run's session: earlier messages, and what to keep of this exchange. */
export interface MemoryInstance {
  kind: 'memory';
  /** Messages the next model call sees, oldest first. */
  messages(): Promise<ChatMessage[]>;
  /** Stores this exchange where the memory keeps it (the chat messages table keeps it already for database memories). */
  save(question: string, answer: string): Promise<void>;
  /** The prompt variable the history fills (chat_history by default). */
  memoryKey: string;
}

export interface PromptInstance {
  kind: 'prompt';
  /** System and human templates (fstring: {variable}); a plain prompt has only `human`. */
  system?: string;
  human: string;
  /** Values of prompt variables set on the node (promptValues), besides {question}/{input}. */
  values: Record<string, unknown>;
  /** Few-shot and similar prompts: extra messages before the human one. */
  examples?: ChatMessage[];
}

export interface OutputParserInstance {
  kind: 'outputParser';
  /** Instructions appended to the prompt. */
  instructions(): string;
  /** Turns the model's text into the answer's json (throws with a clear message when it cannot). */
  parse(text: string): unknown;
  autofix?: boolean;
}

export interface ToolInstance {
  kind: 'tool';
  name: string;
  description: string;
  /** JSON Schema of the arguments. */
  schema: Record<string, unknown>;
  call(args: Record<string, unknown>, signal: AbortSignal): Promise<string>;
  /** The tool's answer is the final answer (retriever tools' returnDirect). */
  returnDirect?: boolean;
  /** Documents a call found (retriever tools), for sourceDocuments. */
  lastDocuments?(): RetrievedDocument[];
}

export interface RetrieverInstance {
  kind: 'retriever';
  retrieve(query: string, signal: AbortSignal): Promise<RetrievedDocument[]>;
}

/** Vector store nodes give a retriever, or (their "Vector Store" output) this. */
export interface VectorStoreInstance {
  kind: 'vectorStore';
  retriever(topK?: number): RetrieverInstance;
  similaritySearch(query: string, k: number, signal: AbortSignal): Promise<RetrievedDocument[]>;
}

export interface DocumentsInstance {
  kind: 'documents';
  docs: { pageContent: string; metadata: Record<string, unknown> }[];
}

export interface TextSplitterInstance {
  kind: 'textSplitter';
  split(docs: DocumentsInstance['docs']): Promise<DocumentsInstance['docs']>;
}

/** Chains and agents as others use them (chain tool, multi-prompt routes). */
export interface ChainInstance {
  kind: 'chain';
  name?: string;
  description?: string;
  call(question: string, ctx: AnswerContext): Promise<Answer>;
}

/**
 * What a branching node (If Else) builds: the output it takes and the value it hands on. The
 * runner builds only what lies behind that output; nodes behind the other one are skipped.
 */
export interface BranchInstance {
  kind: 'branch';
  output: string;
  value: unknown;
}

/** Moderation: throws with the refusal message when the input is not allowed. */
export interface ModerationInstance {
  kind: 'moderation';
  check(input: string, signal: AbortSignal): Promise<void>;
}
