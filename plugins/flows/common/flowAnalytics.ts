/** A provider a flow sends its traces to: the credential holding its keys, and its own options. */
export interface AnalyticsProvider {
  credentialId: string;
  /** LangSmith: the project the runs land in. */
  projectName?: string;
}

/** The providers a flow's analytic config turns on (the peer's keys: langFuse, langSmith). */
export interface FlowAnalytics {
  langFuse?: AnalyticsProvider;
  langSmith?: AnalyticsProvider;
}

/** The providers whose spans this server can export, by the peer's key in the analytic config. */
export const ANALYTICS_PROVIDERS = ['langFuse', 'langSmith'] as const;

const MAX_ANALYTIC = 20_000;

/**
 * Reads a flow's `analytic` JSON text, the peer's shape:
 * `{"langFuse":{"credentialId":"…","status":true},"langSmith":{"credentialId":"…","projectName":"…","status":true}}`.
 * A provider counts when its status is true (or "true") and it names a credential; the peer's
 * other providers (LangWatch, Lunary, …) are kept in the text but not exported to. Throws naming
 * the problem when the text is not a JSON object.
 */
export function parseFlowAnalytics(text: string | null | undefined): FlowAnalytics {
  if (!text) return {};
  if (text.length > MAX_ANALYTIC) throw new Error(`analytic: longer than ${MAX_ANALYTIC} characters`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('analytic: not JSON text');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error('analytic: expected a JSON object of providers');
  const out: FlowAnalytics = {};
  for (const key of ANALYTICS_PROVIDERS) {
    const entry = (value as Record<string, unknown>)[key] as Record<string, unknown> | undefined;
    if (!entry || typeof entry !== 'object') continue;
    const on = entry.status === true || entry.status === 'true';
    const credentialId = typeof entry.credentialId === 'string' ? entry.credentialId.trim() : '';
    if (!on || !credentialId) continue;
    const projectName = typeof entry.projectName === 'string' ? entry.projectName.trim() : '';
    out[key] = { credentialId, ...(projectName ? { projectName } : {}) };
  }
  return out;
}
