import type { Flow } from '../../../node-registry/flow.ts';

/** The flow's apiConfig.overrideConfig (the peer's shape): which node inputs a request may override. */
interface OverridePolicy {
  status?: boolean;
  /** Node label (or id) -> input names that may be overridden. */
  nodes?: Record<string, string[]>;
  /** Variable names a request may override through overrideConfig.vars. */
  variables?: string[];
}

export interface AppliedOverrides {
  flow: Flow;
  sessionId?: string;
  vars?: Record<string, unknown>;
  startState?: Record<string, unknown>;
  /** Keys that were asked for and not allowed (ignored). */
  ignored: string[];
}

function policyOf(apiConfig: string | null): OverridePolicy {
  if (!apiConfig) return {};
  try {
    return ((JSON.parse(apiConfig) as { overrideConfig?: OverridePolicy }).overrideConfig ??
      {}) as OverridePolicy;
  } catch {
    return {};
  }
}

/**
 * Applies a request's overrideConfig: sessionId, vars and startState always (vars limited to the
 * allowed names when the flow lists some); any other key only when the flow's apiConfig allows
 * that input on a node, and then on those nodes only. Returns a new flow; the saved one is untouched.
 */
export function applyOverrides(
  flow: Flow,
  apiConfig: string | null,
  override: Record<string, unknown> = {},
): AppliedOverrides {
  const policy = policyOf(apiConfig);
  const out: AppliedOverrides = { flow: structuredClone(flow), ignored: [] };
  for (const [key, value] of Object.entries(override)) {
    if (key === 'sessionId') {
      if (typeof value === 'string' && value) out.sessionId = value;
    } else if (key === 'vars') {
      if (value && typeof value === 'object') {
        const allowed =
          policy.status && Array.isArray(policy.variables) ? new Set(policy.variables) : undefined;
        out.vars = Object.fromEntries(Object.entries(value).filter(([k]) => !allowed || allowed.has(k)));
      }
    } else if (key === 'startState') {
      if (value && typeof value === 'object') out.startState = value as Record<string, unknown>;
    } else {
      let applied = false;
      if (policy.status) {
        for (const node of out.flow.nodes) {
          const names = policy.nodes?.[node.data.label] ?? policy.nodes?.[node.id];
          if (names?.includes(key)) {
            node.data.inputs = { ...(node.data.inputs ?? {}), [key]: value };
            applied = true;
          }
        }
      }
      if (!applied) out.ignored.push(key);
    }
  }
  return out;
}
