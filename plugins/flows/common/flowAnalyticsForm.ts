import { ANALYTICS_PROVIDERS } from './flowAnalytics.ts';

type Provider = (typeof ANALYTICS_PROVIDERS)[number];

/** What the analytics dialog edits: per provider, on or off, its credential, LangSmith's project. */
export type AnalyticsForm = Record<Provider, { on: boolean; credentialId: string; projectName: string }>;

/** The stored JSON as an object (empty when unset), and whether it was unreadable. */
function storedOf(text: string | null | undefined): { stored: Record<string, unknown>; broken: boolean } {
  if (!text) return { stored: {}, broken: false };
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value))
      return { stored: value as Record<string, unknown>, broken: false };
  } catch {
    // shown as broken below
  }
  return { stored: {}, broken: true };
}

const entryOf = (stored: Record<string, unknown>, key: Provider) => {
  const e = stored[key];
  return e && typeof e === 'object' ? (e as Record<string, unknown>) : {};
};
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The form for a flow's stored `analytic` text; `broken` when that text is not a JSON object. */
export function analyticsForm(text: string | null | undefined): { form: AnalyticsForm; broken: boolean } {
  const { stored, broken } = storedOf(text);
  const form = {} as AnalyticsForm;
  for (const key of ANALYTICS_PROVIDERS) {
    const e = entryOf(stored, key);
    form[key] = {
      on: e.status === true || e.status === 'true',
      credentialId: str(e.credentialId),
      projectName: str(e.projectName),
    };
  }
  return { form, broken };
}

/** Field errors by `<provider>.credentialId`: a provider that is on needs a credential. */
export function analyticsFormErrors(form: AnalyticsForm): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const key of ANALYTICS_PROVIDERS)
    if (form[key].on && !form[key].credentialId)
      errors[`${key}.credentialId`] = 'A credential is needed to send traces';
  return errors;
}

/**
 * The `analytic` text to save: the stored object with the form's providers written over their
 * entries (other fields of an entry, such as Langfuse's release, and the peer's other providers
 * are kept as they were).
 */
export function mergeFlowAnalytics(text: string | null | undefined, form: AnalyticsForm): string {
  const { stored } = storedOf(text);
  const out: Record<string, unknown> = { ...stored };
  for (const key of ANALYTICS_PROVIDERS) {
    const f = form[key];
    const entry: Record<string, unknown> = {
      ...entryOf(stored, key),
      credentialId: f.credentialId,
      status: f.on,
    };
    if (key === 'langSmith') entry.projectName = f.projectName.trim();
    out[key] = entry;
  }
  return JSON.stringify(out);
}
