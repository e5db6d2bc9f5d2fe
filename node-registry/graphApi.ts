import type { Diagnostic, Flow, FlowEdge, FlowNode, FlowNodeData, Graph } from './flow.ts';
import type { GraphUpdate } from './graphDiff.ts';
import { createGraphStore, type StoredConnectionCheck } from './graphStore.ts';
import { createNodeData } from './rules/createNodeData.ts';
import { type Connection, type ConnectionCheck, isValidConnection } from './rules/isValidConnection.ts';
import { extractPromptVariables } from './rules/extractPromptVariables.ts';
import { getUniqueNodeId } from './rules/getUniqueNodeId.ts';
import { type RegeneratedOutputs, regenerateConditionOutputs } from './rules/regenerateConditionOutputs.ts';
import { evaluateDisplay, showHideInputParams } from './rules/showHideInputParams.ts';
import { type ValidateOptions, validateFlow } from './rules/validateFlow.ts';
import type { DefinitionLookup, DisplayRule, InputParam, NodeDefinition } from './types.ts';

/**
 * The graph rules as one object over plain (snapshot) data. The browser's Web Worker exposes it
 * with Comlink; the server and tests call it directly. Node definitions are handed in once (init)
 * so each call sends only the graph.
 */
export function createGraphApi() {
  let definitions = new Map<string, NodeDefinition>();
  const lookup: DefinitionLookup = { get: (name) => definitions.get(name) };
  const store = createGraphStore();

  return {
    /** Replaces the known node definitions; returns how many there are. */
    init(defs: readonly NodeDefinition[]): number {
      definitions = new Map(defs.map((d) => [d.name, d]));
      return definitions.size;
    },
    isValidConnection(connection: Connection, graph: Graph): ConnectionCheck {
      return isValidConnection(connection, graph);
    },
    /** Keeps the canvas graph of `version` (whole or as changes) here for the next connection checks. */
    syncGraph(version: number, update: GraphUpdate): boolean {
      return store.load(version, update);
    },
    /**
     * The connection rule on the kept graph of `version`; `update` (to that version) comes along
     * when the caller knows this side is behind. Stale when the store then holds another version.
     */
    checkConnection(connection: Connection, version: number, update?: GraphUpdate): StoredConnectionCheck {
      if (update) store.load(version, update);
      return store.check(connection, version);
    },
    validateFlow(flow: Flow, options?: ValidateOptions): Diagnostic[] {
      return validateFlow(flow, lookup, options);
    },
    /** Data of a new node of a known type with a unique id among `nodes`; null for an unknown type. */
    createNode(nodeName: string, nodes: readonly { id: string }[]): FlowNodeData | null {
      const def = definitions.get(nodeName);
      return def ? createNodeData(def, getUniqueNodeId(nodeName, nodes)) : null;
    },
    getUniqueNodeId(nodeName: string, nodes: readonly { id: string }[]): string {
      return getUniqueNodeId(nodeName, nodes);
    },
    extractPromptVariables(text: string): string[] {
      return extractPromptVariables(text);
    },
    showHideInputParams(params: readonly InputParam[], inputs: Record<string, unknown>): InputParam[] {
      return showHideInputParams(params, inputs);
    },
    evaluateDisplay(
      target: { show?: DisplayRule; hide?: DisplayRule },
      inputs: Record<string, unknown>,
      index?: number,
    ): boolean {
      return evaluateDisplay(target, inputs, index);
    },
    /** For a node whose type builds outputs from rows (Condition, Condition Agent); null for others. */
    regenerateConditionOutputs(node: FlowNode, edges: readonly FlowEdge[]): RegeneratedOutputs | null {
      const rule = definitions.get(node.data.name)?.rowOutputs;
      return rule ? regenerateConditionOutputs(node, edges, rule) : null;
    },
  };
}

export type GraphApi = ReturnType<typeof createGraphApi>;
