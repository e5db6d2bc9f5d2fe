import { isRecord } from '../../../host/common/isRecord.ts';
import { type FlowType, isFlowType } from './flowTypes.ts';
import { checkFlowValue } from './validateFlowData.ts';

/** Spec section 5: the reason shown when nothing more precise is known. */
export const INVALID_IMPORTED_FILE = 'Invalid Imported File';

/** An import refused; its message is the spec's 'Failed to import: {reason}'. */
export class FlowImportError extends Error {
  constructor(readonly reason: string) {
    super(`Failed to import: ${reason || INVALID_IMPORTED_FILE}`);
    this.name = 'FlowImportError';
  }
}

export interface ImportedFlow {
  name: string;
  /** JSON text of {nodes, edges, viewport?}; every field of the file's graph is kept. */
  flowData: string;
  /** Present when the file says which type it is (our export does). */
  type?: FlowType;
}

/** Keys of a whole-workspace export: that file belongs to the profile menu's Import. */
const WORKSPACE_EXPORT_KEYS = ['AgentFlow', 'AgentFlowV2', 'ChatFlow', 'AssistantFlow', 'Tool', 'Variable'];

/** A template's own description, not part of its graph. */
const TEMPLATE_KEYS = ['id', 'name', 'type', 'description', 'usecases', 'categories', 'framework', 'badge'];

/** '<name> Agents.json' / '<name> Chatflow.json' / '<name>.json' -> '<name>'. */
function nameFromFile(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.json$/i, '');
  return base.replace(/ (Agents|Chatflow|Assistant)$/i, '').trim();
}

/** The graph of a file: our export / the peer's {name, flowData} (text or object) / bare {nodes, edges}. */
function graphOf(doc: Record<string, unknown>): unknown {
  if ('flowData' in doc) {
    if (typeof doc.flowData !== 'string') return doc.flowData;
    try {
      return JSON.parse(doc.flowData);
    } catch {
      throw new FlowImportError('flowData is not valid JSON');
    }
  }
  if ('nodes' in doc || 'edges' in doc) {
    const graph = { ...doc };
    for (const key of TEMPLATE_KEYS) delete graph[key];
    return graph;
  }
  if (WORKSPACE_EXPORT_KEYS.some((k) => Array.isArray(doc[k]))) {
    throw new FlowImportError('this is a workspace export; import it from the profile menu');
  }
  throw new FlowImportError(INVALID_IMPORTED_FILE);
}

/**
 * Reads one flow file chosen for import. Accepts .json files only, holding our export
 * ({id, name, flowData, type}), the peer's flow export or template ({nodes, edges}, with or
 * without name/description) or {name, flowData}. Throws FlowImportError otherwise.
 */
export function parseImportedFlow(text: string, fileName: string): ImportedFlow {
  if (!/\.json$/i.test(fileName)) {
    throw new FlowImportError(`only .json files can be imported ('${fileName}')`);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new FlowImportError(INVALID_IMPORTED_FILE);
  }
  if (!isRecord(doc)) throw new FlowImportError(INVALID_IMPORTED_FILE);
  const graph = graphOf(doc);
  const check = checkFlowValue(graph);
  if (!check.ok) throw new FlowImportError(check.reason);
  const name = (typeof doc.name === 'string' && doc.name.trim()) || nameFromFile(fileName) || 'Untitled';
  return {
    name: name.slice(0, 255),
    flowData: JSON.stringify(check.flow),
    ...(isFlowType(doc.type) ? { type: doc.type } : {}),
  };
}
