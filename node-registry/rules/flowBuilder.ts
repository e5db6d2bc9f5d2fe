import type { FlowEdge, FlowNode } from '../flow.ts';
import type { NodeDefinition } from '../types.ts';
import { createNodeData, outputAnchorsFor } from './createNodeData.ts';
import { showHideInputParams } from './showHideInputParams.ts';

export type DefinitionLookup = (name: string) => NodeDefinition | undefined;

/** Where a node goes and what it is drawn as, besides its inputs. */
export interface AddOptions {
  label?: string;
  /** The iteration container a node sits in. */
  parentNode?: string;
  /** The canvas node type: 'agentFlow' by default; the Iteration and Sticky Note nodes have their own. */
  type?: string;
  style?: { width: number; height: number };
}

/** Canvas node types the agentflow v2 nodes are drawn with, by node name (the rest are 'agentFlow'). */
const NODE_TYPES: Record<string, string> = {
  iterationAgentflow: 'iteration',
  stickyNoteAgentflow: 'stickyNote',
};

/**
 * Builds an agentflow v2 graph node by node, with the same node data the canvas gives a dropped
 * node (params with ids, defaults, output anchors), so what it makes opens, validates and runs
 * like a flow drawn by hand. Used by the agentflow conversion and the built-in templates.
 */
export class FlowBuilder {
  readonly nodes: FlowNode[] = [];
  readonly edges: FlowEdge[] = [];
  private counts = new Map<string, number>();
  constructor(private readonly def: DefinitionLookup) {}

  add(
    name: string,
    position: FlowNode['position'],
    inputs: Record<string, unknown>,
    options: AddOptions | string = {},
  ): FlowNode {
    const o: AddOptions = typeof options === 'string' ? { label: options } : options;
    const def = this.def(name);
    if (!def) throw new Error(`The agentflow node type '${name}' is not loaded`);
    const n = this.counts.get(name) ?? 0;
    this.counts.set(name, n + 1);
    const id = `${name}_${n}`;
    const data = createNodeData(def, id, 'flow');
    data.inputs = { ...data.inputs, ...inputs };
    data.inputParams = showHideInputParams(data.inputParams ?? [], data.inputs);
    data.outputAnchors = outputAnchorsFor(def, id, data.inputs);
    if (o.label) data.label = o.label;
    const node: FlowNode = {
      id,
      type: o.type ?? NODE_TYPES[name] ?? 'agentFlow',
      position: { ...position },
      data,
      width: o.style?.width ?? 200,
      height: o.style?.height ?? 70,
      ...(o.style ? { style: o.style } : {}),
      ...(o.parentNode ? { parentNode: o.parentNode, extent: 'parent' } : {}),
    };
    this.nodes.push(node);
    return node;
  }

  /** An edge from the node's only output, or from its numbered branch (Condition, Human Input). */
  connect(source: FlowNode, target: FlowNode, output?: number): void {
    const handle =
      output === undefined ? source.data.outputAnchors?.[0]?.id : `${source.id}-output-${output}`;
    if (!handle) return;
    this.edges.push({
      id: `${source.id}-${handle}-${target.id}-${target.id}`,
      source: source.id,
      sourceHandle: handle,
      target: target.id,
      targetHandle: target.id,
      type: 'agentFlow',
      data: { isHumanInput: false, ...(output !== undefined ? { edgeLabel: String(output) } : {}) },
    });
  }

  /** Connects the nodes one after the other. */
  chain(...nodes: FlowNode[]): void {
    for (let i = 1; i < nodes.length; i++) this.connect(nodes[i - 1]!, nodes[i]!);
  }
}
