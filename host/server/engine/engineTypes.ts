import type { Flow, FlowNode } from '../../../node-registry/flow.ts';
import type { ToolRunScope } from './resolveTools.ts';
import type { RunnableTool } from './toolProvider.ts';
import type { KnowledgeQuery, KnowledgeResult } from './knowledge.ts';

/** A chat message as flows keep them (the peer's roles; 'userMessage'/'apiMessage' accepted on input). */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'developer' | 'tool';
  content: string;
  name?: string;
}

export type ExecutionState = 'INPROGRESS' | 'FINISHED' | 'ERROR' | 'TERMINATED' | 'TIMEOUT' | 'STOPPED';
export type NodeStatus = 'INPROGRESS' | 'FINISHED' | 'ERROR' | 'STOPPED' | 'TERMINATED';

/** The names the Flowise clients understand. */
export type EngineEventName =
  | 'start'
  | 'token'
  | 'agentFlowEvent'
  | 'nextAgentFlow'
  | 'agentFlowExecutedData'
  // multi-agent flows: which agent spoke, what it said, whom the supervisor picked next
  | 'agentReasoning'
  | 'usedTools'
  // a chatflow agent with detailed streaming: its tool calls so far, as each one ends
  | 'calledTools'
  | 'sourceDocuments'
  | 'action'
  | 'metadata'
  | 'error'
  | 'end';

export type EmitEvent = (event: EngineEventName, data: unknown) => void;

/** Tokens one model used: `provider` is the saved component name (chatOpenAI, openAIEmbeddings, ...). */
export interface ModelUsage {
  provider: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
}

/**
 * A node's tokens. The model that used them is recorded beside them (the executions page prices
 * them): `provider`/`model` when one model did (the usual case), else `models` lists each one.
 */
export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
  provider?: string;
  model?: string;
  models?: ModelUsage[];
}

/** One node run as the execution record and the clients see it (the peer's IAgentflowExecutedData). */
export interface ExecutedNode {
  nodeId: string;
  nodeLabel: string;
  data: {
    id: string;
    name: string;
    input: Record<string, unknown>;
    output: Record<string, unknown>;
    state: Record<string, unknown>;
    chatHistory?: ChatMessage[];
    error?: string;
    timeMetadata: { start: number; end: number; delta: number };
    usageMetadata?: TokenUsage;
  };
  previousNodeIds: string[];
  status: NodeStatus;
  iterationIndex?: number;
  parentNodeId?: string;
}

/** The human's answer to a pause: proceed or reject, with optional feedback. */
export interface HumanInput {
  type: 'proceed' | 'reject';
  startNodeId?: string;
  feedback?: string;
}

/** What a request hands to a run. */
export interface RunInput {
  question?: string;
  form?: Record<string, unknown>;
  /** Messages from before this run (API history or the session's memory). */
  history?: ChatMessage[];
  sessionId: string;
  chatId: string;
  humanInput?: HumanInput;
  /** overrideConfig.startState (when the flow allows it): overlays Start's initial state. */
  startState?: Record<string, unknown>;
  /** The state the session's previous run ended with (for Start's "persist state"). */
  persistedState?: Record<string, unknown>;
  /** Images the user attached to the question (data URL or http(s) URL); models see them. */
  images?: { data: string; mime: string; name: string }[];
  /** Documents attached whole (their text); model nodes put them before the user message. */
  files?: { name: string; mime: string; text: string }[];
}

/** What an executor returns. Everything except output is optional. */
export interface NodeOutcome {
  /** `content` is the node's text; other keys are readable as {{nodeId.output.key}}. */
  output: Record<string, unknown>;
  /** Keys to merge into the flow state (applied after the node ends; concurrent nodes do not clobber). */
  stateUpdates?: Record<string, unknown>;
  /** Replaces the whole state (Start only). */
  initialState?: Record<string, unknown>;
  /** Appended to the run's chat history. */
  chatHistory?: ChatMessage[];
  /** For branching nodes: one entry per output handle index; unfulfilled handles are pruned. */
  conditions?: { isFulfilled: boolean }[];
  /** Stop the run here until a human answers; `resume` is handed back to the node on resume. */
  pause?: { description: string; resume?: unknown };
  /** Loop: jump back to this node. */
  loopBack?: { nodeId: string; maxLoopCount: number; fallbackMessage?: string };
  /** Iteration: run the child nodes once per item. */
  iterate?: { items: unknown[] };
  /** Clear history before memory-using nodes (Start's ephemeral memory). */
  clearHistory?: boolean;
  usage?: TokenUsage;
}

/** Services a node may use; the prediction layer provides them with the workspace bound. */
export interface EngineServices {
  /** A credential's plain fields, at run time only; values are added to the run's secrets. */
  credential(id: string): Promise<{ credentialName: string; data: Record<string, unknown> }>;
  /** Runs a saved tool (tools plugin). */
  runTool?(
    idOrName: string,
    args: Record<string, unknown>,
  ): Promise<{ ok: boolean; output?: unknown; error?: { message: string } }>;
  /** Describes a saved tool for a model (name, description, JSON schema). */
  describeTool?(
    idOrName: string,
  ): Promise<{ id: string; name: string; description: string; schema: unknown }>;
  /**
   * The tools a Tool/Agent node's reference stands for: a built-in tool (a contributed provider,
   * with its config) or a saved tool of the workspace. Throws `Tool '<ref>' not found`.
   */
  tools?(ref: string, config: Record<string, unknown>, run: ToolRunScope): Promise<RunnableTool[]>;
  /** Runs another saved flow (Execute Flow). */
  runFlow?(
    flowId: string,
    input: { question: string; overrideConfig?: Record<string, unknown> },
  ): Promise<{ text: string; executionId?: string }>;
  /** Searches a document store of the run's workspace (when a knowledge plugin is loaded). */
  retrieve?(query: KnowledgeQuery): Promise<KnowledgeResult>;
  /**
   * The session's earlier messages (oldest first), without this run's question: what memory
   * nodes start from. Provided by the prediction mechanism from the stored chat messages.
   */
  chatHistory?(): Promise<ChatMessage[]>;
  /** HTTP_ALLOW_PRIVATE as parsed. */
  allowPrivate: boolean | readonly string[];
  /** The server's DATA_DIR: components that keep files (a chatflow's Faiss index) keep them under it. */
  dataDir?: string;
  /** TOOL_BASE_URLS: service base URLs of built-in tools by tool name (self-hosted services, tests). */
  toolBaseURLs?: Readonly<Record<string, string>>;
  /** Overrides of model configs (tests point models at a local server): by provider name. */
  modelBaseURL?: Record<string, string>;
}

/** What an executor receives. */
export interface NodeContext {
  node: FlowNode;
  /** The node's inputs with variables resolved. */
  inputs: Record<string, unknown>;
  flowId: string;
  workspaceId: string;
  input: RunInput;
  /** A copy of the flow state when the node started. */
  state: Record<string, unknown>;
  /** Past history (unless cleared) plus this run's messages so far. */
  chatHistory: ChatMessage[];
  /** Only this run's messages. */
  runtimeHistory: ChatMessage[];
  vars: Record<string, string>;
  /** True when the node has no successors and is not inside an iteration: it may stream tokens. */
  isLastNode: boolean;
  streaming: boolean;
  emit: EmitEvent;
  signal: AbortSignal;
  services: EngineServices;
  /** Set when the run resumes at this node. */
  humanInput?: HumanInput;
  /** What the node asked to keep when it paused. */
  resume?: unknown;
  iteration?: { index: number; value: unknown };
  /** Resolves templates the way inputs were resolved (for values built at run time). */
  resolve(text: string): string;
  /** Marks a string as secret: it never reaches the execution record. */
  addSecret(value: string): void;
}

/** Runs one node type on the server. Registered per node name by a plugin's `executors`. */
export interface NodeExecutor {
  run(ctx: NodeContext): Promise<NodeOutcome>;
}

export interface FlowRef {
  id: string;
  workspaceId: string;
  flow: Flow;
}
