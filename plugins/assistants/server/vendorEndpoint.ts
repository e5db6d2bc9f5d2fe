import type { AllowPrivate } from '../../../host/common/net/allowPrivate.ts';
import { modelFetch } from '../../../host/server/sandbox/modelFetch.ts';
import { VENDOR_CREDENTIAL, type VendorType, vendorTypeOf } from '../common/vendorAssistant.ts';

/** Where a vendor's API is and how to sign a request to it (the key stays on the server). */
export interface VendorEndpoint {
  type: VendorType;
  /** The full URL of an API path such as '/responses' or '/vector_stores/vs_1/files'. */
  url(path: string): string;
  headers: Record<string, string>;
  /** The Azure deployment named by the credential, used when the assistant names no model. */
  defaultModel?: string;
  /** The keys to keep out of records and errors. */
  secrets: string[];
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * The endpoint of an OpenAI (bearer key, https://api.openai.com/v1) or Azure OpenAI credential.
 * Azure: the resource's /openai base (https://{instance}.openai.azure.com/openai, or `baseURL`)
 * with the api-key header; a dated api-version (2025-04-01-preview) is sent as the api-version
 * query, while 'v1', 'preview' or none use the v1 API under /openai/v1. The deployment is the
 * request's `model`, as the Responses API takes it. Throws naming a credential of the wrong type.
 */
export function vendorEndpoint(
  type: VendorType,
  credential: { credentialName: string; data: Record<string, unknown> },
  baseURL?: string,
): VendorEndpoint {
  if (vendorTypeOf(credential.credentialName) !== type)
    throw new Error(
      `A ${type} assistant needs a ${VENDOR_CREDENTIAL[type]} credential (this one is ${credential.credentialName})`,
    );
  const d = credential.data;
  if (type === 'OPENAI') {
    const key = str(d.openAIApiKey) ?? '';
    const base = (baseURL ?? 'https://api.openai.com/v1').replace(/\/+$/, '');
    return {
      type,
      url: (path) => `${base}${path}`,
      headers: { authorization: `Bearer ${key}` },
      secrets: [key],
    };
  }
  const key = str(d.azureOpenAIApiKey) ?? '';
  const instance = str(d.azureOpenAIApiInstanceName);
  if (!baseURL && !instance) throw new Error('The Azure OpenAI credential names no instance (resource name)');
  const root = (baseURL ?? `https://${instance}.openai.azure.com/openai`).replace(/\/+$/, '');
  const version = str(d.azureOpenAIApiVersion);
  const dated = version && /^\d{4}-\d{2}-\d{2}/.test(version) ? version : undefined;
  const url = dated
    ? (path: string) =>
        `${root}${path}${path.includes('?') ? '&' : '?'}api-version=${encodeURIComponent(dated)}`
    : (path: string) => `${root}/v1${path}`;
  const deployment = str(d.azureOpenAIApiDeploymentName);
  return {
    type,
    url,
    headers: { 'api-key': key },
    ...(deployment ? { defaultModel: deployment } : {}),
    secrets: [key],
  };
}

/** A vendor's failure as one line: its host, status and own message (never the body or the key). */
export class VendorError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The vendor's message of an error body, one line of at most 200 characters. */
function reasonOf(text: string): string {
  let reason = '';
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
    const m = typeof body.error === 'string' ? body.error : (body.error?.message ?? body.message);
    reason = typeof m === 'string' ? m : '';
  } catch {
    reason = '';
  }
  const line = reason.split(/\r?\n/, 1)[0]?.trim() ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/**
 * One request to the vendor through the host's guarded fetch (HTTP_ALLOW_PRIVATE applies to every
 * hop). Answers the Response when it is 2xx; otherwise throws VendorError with host, status and
 * the vendor's reason.
 */
export async function vendorFetch(
  endpoint: VendorEndpoint,
  allowPrivate: AllowPrivate,
  path: string,
  init: { method?: string; json?: unknown; body?: FormData; signal?: AbortSignal } = {},
): Promise<Response> {
  const url = endpoint.url(path);
  const host = new URL(url).host;
  let res: Response;
  try {
    res = await modelFetch(allowPrivate)(url, {
      method: init.method ?? (init.json !== undefined || init.body ? 'POST' : 'GET'),
      headers: {
        ...endpoint.headers,
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.json !== undefined
        ? { body: JSON.stringify(init.json) }
        : init.body
          ? { body: init.body }
          : {}),
      ...(init.signal ? { signal: init.signal } : {}),
    });
  } catch (err) {
    if (init.signal?.aborted) throw err;
    throw new VendorError(`${host} could not be reached: ${(err as Error).message}`);
  }
  if (res.ok) return res;
  const reason = reasonOf(await res.text().catch(() => ''));
  throw new VendorError(`${host} answered ${res.status}${reason ? `: ${reason}` : ''}`, res.status);
}

/** vendorFetch, read as JSON. */
export async function vendorJson<T>(...args: Parameters<typeof vendorFetch>): Promise<T> {
  const res = await vendorFetch(...args);
  try {
    return (await res.json()) as T;
  } catch {
    throw new VendorError(`${new URL(res.url || 'http://vendor').host} sent an answer that is not JSON`);
  }
}
