import type { Flow, FlowNode } from '../../../node-registry/flow.ts';
import type { FlowType } from './flowTypes.ts';

/** Spec section 3: the fields of an exported flow, nothing else. */
export interface FlowExport {
  id: string;
  name: string;
  /** JSON text of the stripped {nodes, edges, viewport?}. */
  flowData: string;
  type: FlowType;
}

/** Input types whose saved values never leave in an export (spec section 5), plus credential ids. */
const SENSITIVE_TYPES = new Set(['password', 'file', 'folder', 'credential']);
/** Keys that hold a credential id inside nested config objects (e.g. llmModelConfig.credential). */
const CREDENTIAL_KEYS = new Set(['credential', 'FLOWISE_CREDENTIAL_ID']);

interface ParamLike {
  name?: unknown;
  type?: unknown;
  array?: unknown;
}

function sensitiveNames(params: unknown): Set<string> {
  const names = new Set<string>();
  if (!Array.isArray(params)) return names;
  for (const p of params as ParamLike[]) {
    if (p && typeof p.name === 'string' && typeof p.type === 'string' && SENSITIVE_TYPES.has(p.type)) {
      names.add(p.name);
    }
  }
  return names;
}

/** Deep copy without credential-id keys; rows of array inputs also lose their sensitive columns. */
function scrub(value: unknown, dropKeys: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => scrub(v, dropKeys));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (CREDENTIAL_KEYS.has(k) || dropKeys.has(k)) continue;
    out[k] = scrub(v, dropKeys);
  }
  return out;
}

function stripNode(node: FlowNode): FlowNode {
  const data = node.data ?? ({} as FlowNode['data']);
  const params = Array.isArray(data.inputParams) ? data.inputParams : [];
  const topLevel = sensitiveNames(params);
  const inputs: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data.inputs ?? {})) {
    if (topLevel.has(name) || CREDENTIAL_KEYS.has(name)) continue;
    const param = params.find((p) => p.name === name) as ParamLike | undefined;
    // Array inputs are rows of sub-fields; their own password/file/folder columns go too.
    inputs[name] = scrub(value, sensitiveNames(param?.array));
  }
  const { credential: _credential, ...rest } = data;
  return { ...node, data: { ...rest, ...(data.inputs ? { inputs } : {}) } };
}

/** The flow graph with saved sensitive values and credential ids removed; the input is not changed. */
export function stripSensitive(flow: Flow): Flow {
  return { ...flow, nodes: flow.nodes.map(stripNode) };
}

/**
 * Spec section 3/5: an exported flow is exactly { id, name, flowData, type }, with password, file
 * and folder inputs and credential ids stripped, as JSON indented by 2 spaces.
 * flowData that is not JSON is exported as it is (nothing in it can be read as sensitive).
 */
export function exportFlow(flow: { id: string; name: string; flowData: string; type: FlowType }): string {
  let flowData = flow.flowData;
  try {
    const parsed = JSON.parse(flow.flowData) as Flow;
    if (parsed && Array.isArray(parsed.nodes)) flowData = JSON.stringify(stripSensitive(parsed));
  } catch {
    // Keep the text: the export must not fail on a flow the store already holds.
  }
  const out: FlowExport = { id: flow.id, name: flow.name, flowData, type: flow.type };
  return JSON.stringify(out, null, 2);
}

/** The download name of an export, like the peer's: '<name> Agents.json' / '<name> Chatflow.json'. */
export function exportFileName(name: string, type: FlowType): string {
  const suffix = type === 'CHATFLOW' ? 'Chatflow' : type === 'ASSISTANT' ? 'Assistant' : 'Agents';
  const safe = name.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'Untitled';
  return `${safe} ${suffix}.json`;
}
