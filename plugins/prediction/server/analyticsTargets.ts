import type { OtlpTarget } from '../../../host/server/telemetry/OtlpSender.ts';
import { resolveCredential } from '../../credentials/public.ts';
import { type FlowAnalytics, parseFlowAnalytics } from '../../flows/public.ts';
import type { FlowRow, PredictionRun } from './predictionRun.ts';

type Data = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** An http(s) base URL without its trailing slash, or undefined. */
function baseOf(value: unknown, fallback: string): string | undefined {
  const url = URL.parse(text(value) || fallback);
  return url && /^https?:$/.test(url.protocol) ? url.href.replace(/\/+$/, '') : undefined;
}

/** Langfuse's OTLP endpoint with Basic auth (public key : secret key). */
export function langfuseTarget(data: Data): OtlpTarget | undefined {
  const publicKey = text(data.langFusePublicKey);
  const secretKey = text(data.langFuseSecretKey);
  const base = baseOf(data.langFuseEndpoint, 'https://cloud.langfuse.com');
  if (!publicKey || !secretKey || !base) return undefined;
  return {
    url: `${base}/api/public/otel/v1/traces`,
    headers: { authorization: `Basic ${Buffer.from(`${publicKey}:${secretKey}`).toString('base64')}` },
  };
}

/** LangSmith's OTLP endpoint with its API key header, and the project the runs go to. */
export function langsmithTarget(data: Data, projectName?: string): OtlpTarget | undefined {
  const key = text(data.langSmithApiKey);
  const base = baseOf(data.langSmithEndpoint, 'https://api.smith.langchain.com');
  if (!key || !base) return undefined;
  return {
    url: `${base}/otel/v1/traces`,
    headers: { 'x-api-key': key, ...(projectName ? { 'langsmith-project': projectName } : {}) },
  };
}

const BUILDERS: {
  [K in keyof FlowAnalytics]-?: {
    credentialName: string;
    target(data: Data, projectName?: string): OtlpTarget | undefined;
  };
} = {
  langFuse: { credentialName: 'langfuseApi', target: langfuseTarget },
  langSmith: { credentialName: 'langsmithApi', target: langsmithTarget },
};

/**
 * Where the flow's analytics config sends its runs' spans: each provider that is on, with its
 * credential decrypted here on the server (never logged, never returned). A provider whose
 * credential is gone, of another type or incomplete is left out; the run goes on untraced there.
 */
export async function analyticsTargets(ctx: PredictionRun['ctx'], row: FlowRow): Promise<OtlpTarget[]> {
  if (!row.analytic) return [];
  let analytics: FlowAnalytics;
  try {
    analytics = parseFlowAnalytics(row.analytic);
  } catch {
    return [];
  }
  const out: OtlpTarget[] = [];
  for (const [key, provider] of Object.entries(analytics) as [
    keyof FlowAnalytics,
    { credentialId: string; projectName?: string },
  ][]) {
    const builder = BUILDERS[key];
    try {
      const credential = await resolveCredential(ctx.db, row.workspace_id, provider.credentialId, ctx.config);
      if (credential.credentialName !== builder.credentialName) continue;
      const target = builder.target(credential.data, provider.projectName);
      if (target) out.push(target);
    } catch {
      // a deleted or unshared credential: the flow still runs
    }
  }
  return out;
}
