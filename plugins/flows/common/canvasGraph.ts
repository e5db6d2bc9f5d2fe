import type { Flow, FlowEdge, FlowNode, FlowNodeData } from '../../../node-registry/flow.ts';

/**
 * A node as the canvas library (@xyflow/react 12) holds it. Declared here rather than imported so
 * this file stays free of the DOM library; the shape is a subset of its Node type.
 */
export interface CanvasNode {
  id: string;
  type: string;
  position: { x: number; y: number };
  data: FlowNodeData;
  /** The container (Iteration) this node sits in; saved flows call it parentNode. */
  parentId?: string;
  extent?: 'parent';
  style?: Record<string, unknown>;
  selected?: boolean;
  dragging?: boolean;
  /** Fixed size, set only on containers (their size is part of the drawing). */
  width?: number;
  height?: number;
  measured?: { width?: number; height?: number };
  zIndex?: number;
}

export interface CanvasEdge {
  id: string;
  source: string;
  target: string;
  sourceHandle?: string | null;
  targetHandle?: string | null;
  type?: string;
  data?: Record<string, unknown>;
  selected?: boolean;
  zIndex?: number;
}

export interface CanvasGraph {
  nodes: CanvasNode[];
  edges: CanvasEdge[];
}

/** Everything of the loaded flow the canvas does not edit, put back on save. */
export interface SavedBase {
  flow: Flow;
  nodes: Map<string, FlowNode>;
  edges: Map<string, FlowEdge>;
}

/** Node renderers of the canvas; a saved type outside this list is drawn as the placeholder. */
export const CANVAS_NODE_TYPES = ['agentFlow', 'stickyNote', 'iteration', 'customNode'] as const;
export const UNKNOWN_NODE_TYPE = 'unknown';

/** The renderer of a saved node: its own type when the canvas has it, else the placeholder. */
export function canvasTypeOf(node: FlowNode, knownNames: (name: string) => boolean): string {
  const type = node.type ?? 'agentFlow';
  if (!(CANVAS_NODE_TYPES as readonly string[]).includes(type)) return UNKNOWN_NODE_TYPE;
  if (!knownNames(node.data?.name)) return UNKNOWN_NODE_TYPE;
  return type;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** Parents before children: the canvas library requires it for nodes inside containers. */
function parentsFirst(nodes: readonly FlowNode[]): FlowNode[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const out: FlowNode[] = [];
  const placed = new Set<string>();
  const place = (n: FlowNode, depth: number) => {
    if (placed.has(n.id)) return;
    const parent = n.parentNode ? byId.get(n.parentNode) : undefined;
    if (parent && depth < nodes.length) place(parent, depth + 1);
    placed.add(n.id);
    out.push(n);
  };
  for (const n of nodes) place(n, 0);
  return out;
}

/**
 * A saved flow as canvas nodes and edges, plus the base that fromCanvasGraph needs to save it
 * back with every field it had. Children of a container get parentId and extent 'parent'.
 */
export function toCanvasGraph(
  flow: Flow,
  knownNames: (name: string) => boolean,
): { graph: CanvasGraph; base: SavedBase } {
  const byId = new Set(flow.nodes.map((n) => n.id));
  const nodes = parentsFirst(flow.nodes).map((n): CanvasNode => {
    const type = canvasTypeOf(n, knownNames);
    const node: CanvasNode = { id: n.id, type, position: { ...n.position }, data: n.data };
    if (n.parentNode && byId.has(n.parentNode)) {
      node.parentId = n.parentNode;
      node.extent = 'parent';
    }
    if (type === 'iteration') {
      const style = (n.style ?? {}) as Record<string, unknown>;
      const width = num(style.width) ?? num(n.width);
      const height = num(style.height) ?? num(n.height);
      if (width !== undefined) node.width = width;
      if (height !== undefined) node.height = height;
    }
    return node;
  });
  const edges = flow.edges.map(
    (e): CanvasEdge => ({
      id: e.id,
      source: e.source,
      target: e.target,
      sourceHandle: e.sourceHandle ?? null,
      targetHandle: e.targetHandle ?? null,
      ...(e.type ? { type: e.type } : {}),
      ...(e.data ? { data: e.data } : {}),
    }),
  );
  return {
    graph: { nodes, edges },
    base: {
      flow,
      nodes: new Map(flow.nodes.map((n) => [n.id, n])),
      edges: new Map(flow.edges.map((e) => [e.id, e])),
    },
  };
}

/** A new flow's base: nothing to keep. */
export function emptyBase(): SavedBase {
  return { flow: { nodes: [], edges: [] }, nodes: new Map(), edges: new Map() };
}

function savedNode(
  node: CanvasNode,
  orig: FlowNode | undefined,
  absolute: { x: number; y: number },
): FlowNode {
  const out: FlowNode = {
    ...(orig ?? {}),
    id: node.id,
    type: orig && node.type === UNKNOWN_NODE_TYPE ? (orig.type as string) : node.type,
    position: { ...node.position },
    data: node.data,
  };
  if (out.type === undefined) delete out.type;
  if (node.parentId) {
    out.parentNode = node.parentId;
    out.extent = 'parent';
  } else {
    delete out.parentNode;
    if (out.extent === 'parent') delete out.extent;
  }
  if (orig && 'positionAbsolute' in orig) out.positionAbsolute = absolute;
  if (node.type === 'iteration') {
    const width = num(node.width) ?? num(node.measured?.width);
    const height = num(node.height) ?? num(node.measured?.height);
    if (width !== undefined && height !== undefined) {
      out.width = width;
      out.height = height;
      out.style = { ...((orig?.style as Record<string, unknown>) ?? {}), width, height };
    }
  }
  return out;
}

/**
 * The flow to save: the canvas's nodes and edges laid over the loaded flow, so fields the canvas
 * does not know (width, selected, positionAbsolute of an older editor, top-level extras) survive.
 */
export function fromCanvasGraph(
  graph: CanvasGraph,
  base: SavedBase,
  viewport?: { x: number; y: number; zoom: number },
): Flow {
  const canvasById = new Map(graph.nodes.map((n) => [n.id, n]));
  const absolute = (n: CanvasNode, depth = 0): { x: number; y: number } => {
    const parent = n.parentId ? canvasById.get(n.parentId) : undefined;
    if (!parent || depth > graph.nodes.length) return { ...n.position };
    const p = absolute(parent, depth + 1);
    return { x: p.x + n.position.x, y: p.y + n.position.y };
  };
  const nodes = graph.nodes.map((n) => savedNode(n, base.nodes.get(n.id), absolute(n)));
  const edges = graph.edges.map((e): FlowEdge => {
    const orig = base.edges.get(e.id);
    const out: FlowEdge = {
      ...(orig ?? {}),
      id: e.id,
      source: e.source,
      target: e.target,
      sourceHandle: e.sourceHandle ?? null,
      targetHandle: e.targetHandle ?? null,
    };
    if (orig && orig.sourceHandle === undefined && e.sourceHandle == null) delete out.sourceHandle;
    if (orig && orig.targetHandle === undefined && e.targetHandle == null) delete out.targetHandle;
    if (e.type) out.type = e.type;
    if (e.data) out.data = e.data;
    return out;
  });
  const flow: Flow = { ...base.flow, nodes, edges };
  if (viewport) flow.viewport = { x: viewport.x, y: viewport.y, zoom: viewport.zoom };
  return flow;
}
