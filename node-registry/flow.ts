import type { InputAnchor, InputParam, OutputAnchor } from './types.ts';

/**
 * An output anchor as saved on a node. A typed (chatflow) node with several outputs has one of
 * type 'options': its choices, and the one a new node starts with; outputs[name] holds the choice.
 */
export interface SavedOutputAnchor extends OutputAnchor {
  options?: OutputAnchor[];
  default?: string;
}

/**
 * A saved flow as the canvas keeps it (@xyflow/react's toObject()). Unknown fields are kept on
 * purpose: flows come from other tools and older versions, and a save must not lose anything.
 */
export interface FlowNodeData {
  id: string;
  /** The node type's name; with version it is the `name@version` a migration looks for. */
  name: string;
  label: string;
  version?: number;
  type?: string;
  category?: string;
  color?: string;
  description?: string;
  baseClasses?: string[];
  tags?: string[];
  hideInput?: boolean;
  hideOutput?: boolean;
  inputParams?: InputParam[];
  inputAnchors?: InputAnchor[];
  inputs?: Record<string, unknown>;
  outputAnchors?: SavedOutputAnchor[];
  outputs?: Record<string, unknown>;
  selected?: boolean;
  /** A credential row id. */
  credential?: string;
  status?: string;
  error?: string;
  [extra: string]: unknown;
}

export interface FlowNode {
  id: string;
  /** Canvas renderer: 'agentFlow', 'iteration', 'stickyNote', 'customNode'. */
  type?: string;
  position: { x: number; y: number };
  /** Set when the node sits inside a container (an Iteration). */
  parentNode?: string;
  data: FlowNodeData;
  [extra: string]: unknown;
}

export interface FlowEdge {
  id: string;
  source: string;
  target: string;
  sourceHandle?: string | null;
  targetHandle?: string | null;
  type?: string;
  data?: Record<string, unknown>;
  [extra: string]: unknown;
}

export interface Flow {
  nodes: FlowNode[];
  edges: FlowEdge[];
  viewport?: { x: number; y: number; zoom: number };
  [extra: string]: unknown;
}

/** The part of a flow the connection rules look at. */
export interface Graph {
  nodes: readonly FlowNode[];
  edges: readonly FlowEdge[];
}

export type Severity = 'error' | 'warning';

/**
 * A rule's message as a catalogue key with its values, so the canvas says it in the reader's
 * language (`message` is the English the server sends).
 */
export interface MessageText {
  text: string;
  values?: Record<string, string | number>;
  /** Values that are node texts (a parameter's label), said through the node catalogue. */
  nodeValues?: Record<string, string>;
}

export interface Diagnostic {
  /** The node the problem is on; absent for a problem of the whole flow. */
  nodeId?: string;
  message: string;
  /** The message as key and values, where it has values; a message without them is its own key. */
  say?: MessageText;
  severity: Severity;
  /** Input path of the field, e.g. 'llmModel' or 'conditions[0].value1'. */
  field?: string;
}
