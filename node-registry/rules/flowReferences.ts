import type { Diagnostic, Flow } from '../flow.ts';
import { RULE_TEXTS, ruleMessage, type SaidText } from './ruleMessage.ts';

/** A tool or credential a node names, which must exist where the flow runs. */
export interface FlowReference {
  nodeId: string;
  kind: 'tool' | 'credential';
  ref: string;
  /** Input path, e.g. 'agentTools[0].agentSelectedTool'. */
  field: string;
  /** For a tool: its saved config (the credential it names is a reference of its own). */
  config?: Record<string, unknown>;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The credential a config names (the peer keeps both keys). */
const configCredential = (c: Record<string, unknown>) => text(c.credential) || text(c.FLOWISE_CREDENTIAL_ID);

/**
 * Every tool the Tool and Agent nodes name, and every credential a node or a config inside it
 * (a model's, a tool's) names. Variables ({{...}}) are left out: they resolve at run time.
 */
export function flowReferences(flow: Flow): FlowReference[] {
  const out: FlowReference[] = [];
  for (const node of flow.nodes ?? []) {
    const inputs = isRecord(node.data?.inputs) ? node.data.inputs : {};
    const credentials = (field: string, config: Record<string, unknown>) => {
      const id = configCredential(config);
      if (id && !id.includes('{{')) out.push({ nodeId: node.id, kind: 'credential', ref: id, field });
    };
    const own = text(node.data?.credential);
    if (own && !own.includes('{{'))
      out.push({ nodeId: node.id, kind: 'credential', ref: own, field: 'credential' });
    for (const [key, value] of Object.entries(inputs)) {
      if (isRecord(value) && key.endsWith('Config')) credentials(`${key}.credential`, value);
    }
    const tool = (ref: unknown, field: string, config: unknown) => {
      const r = text(ref);
      if (!r || r.includes('{{')) return;
      out.push({ nodeId: node.id, kind: 'tool', ref: r, field, ...(isRecord(config) ? { config } : {}) });
    };
    if (node.data?.name === 'toolAgentflow')
      tool(
        inputs.toolAgentflowSelectedTool,
        'toolAgentflowSelectedTool',
        inputs.toolAgentflowSelectedToolConfig,
      );
    if (node.data?.name === 'agentAgentflow' && Array.isArray(inputs.agentTools)) {
      inputs.agentTools.forEach((row, i) => {
        if (!isRecord(row)) return;
        tool(row.agentSelectedTool, `agentTools[${i}].agentSelectedTool`, row.agentSelectedToolConfig);
        if (isRecord(row.agentSelectedToolConfig))
          credentials(`agentTools[${i}].agentSelectedToolConfig.credential`, row.agentSelectedToolConfig);
      });
    }
  }
  return out;
}

/** The reference problems as key and values (the canvas says them in the reader's language). */
const said = {
  unknownTool: (ref: string) => ruleMessage(RULE_TEXTS.unknownTool, { ref }),
  unknownCredential: (ref: string) => ruleMessage(RULE_TEXTS.unknownCredential, { ref }),
  needsCredential: (ref: string) => ruleMessage(RULE_TEXTS.needsCredential, { ref }),
};

export const REFERENCE_MESSAGES = {
  unknownTool: (ref: string) => said.unknownTool(ref).message,
  unknownCredential: (ref: string) => said.unknownCredential(ref).message,
  needsCredential: (ref: string) => said.needsCredential(ref).message,
} as const;

/** What exists where the flow runs. */
export interface KnownReferences {
  tool(ref: string): boolean;
  credential(id: string): boolean;
  /** A built-in tool that cannot run without a credential. */
  toolNeedsCredential?(ref: string): boolean;
  /**
   * What a built-in tool says cannot run with this config (switched off on this server, ...): with
   * its key and values where the tool gives them, so the web says it in the reader's language.
   */
  toolProblems?(ref: string, config: Record<string, unknown>): (string | SaidText)[];
}

/** Errors for tools and credentials that do not exist; a warning for a tool missing its credential. */
export function referenceDiagnostics(refs: readonly FlowReference[], known: KnownReferences): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const r of refs) {
    if (r.kind === 'tool') {
      for (const problem of known.toolProblems?.(r.ref, r.config ?? {}) ?? [])
        out.push({
          nodeId: r.nodeId,
          field: r.field,
          severity: 'error',
          ...(typeof problem === 'string' ? { message: problem } : problem),
        });
      if (!known.tool(r.ref))
        out.push({
          nodeId: r.nodeId,
          field: r.field,
          severity: 'error',
          ...said.unknownTool(r.ref),
        });
      else if (known.toolNeedsCredential?.(r.ref) && !(r.config && configCredential(r.config)))
        out.push({
          nodeId: r.nodeId,
          field: r.field,
          severity: 'warning',
          ...said.needsCredential(r.ref),
        });
    } else if (!known.credential(r.ref)) {
      out.push({
        nodeId: r.nodeId,
        field: r.field,
        severity: 'error',
        ...said.unknownCredential(r.ref),
      });
    }
  }
  return out;
}
