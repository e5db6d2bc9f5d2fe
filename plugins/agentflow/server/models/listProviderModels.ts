import { OPENAI_COMPATIBLE_BASE_URLS } from '../../common/chatModelProviders.ts';
import { shortReason } from './safeModelError.ts';

/** Where and how to ask a provider for its models. */
export interface ModelListTarget {
  /** The provider's component name (chatOpenAI, chatAnthropic, chatOllama...). */
  provider: string;
  /** The config's base URL, if any (else the provider's public one). */
  baseURL?: string;
  apiKey?: string;
  /** Aborts a slow provider; default 10 s. */
  timeoutMs?: number;
  /** modelFetch(allowPrivate): the base URL is the user's to choose. */
  fetch: typeof fetch;
}

/** A provider that cannot list, or failed to: the message is safe to show (no key, no body dump). */
export class ModelListError extends Error {}

const OPENAI_URL = 'https://api.openai.com/v1';
const ANTHROPIC_URL = 'https://api.anthropic.com/v1';
const GOOGLE_URL = 'https://generativelanguage.googleapis.com/v1beta';
/** Guards against a server that pages forever. */
const MAX_PAGES = 20;

/** OpenAI also lists models a chat node cannot use; ids with these words are left out. */
const NOT_CHAT = /embed|whisper|tts|dall-e|moderation|davinci|babbage|transcribe|image|search|realtime|audio/;

/** GuardedFetchError codes that are the policy's refusal, not the server's failure. */
const REFUSALS = new Set(['BLOCKED_ADDRESS', 'BAD_PROTOCOL', 'BAD_URL', 'TOO_MANY_REDIRECTS', 'TOO_LARGE']);

const trim = (url: string) => url.replace(/\/+$/, '');

/**
 * The model ids a provider offers, sorted: OpenAI and OpenAI-compatible servers (Ollama, LM Studio,
 * vLLM, Groq, OpenRouter...) GET {base}/models, Anthropic GET /v1/models (paged by after_id),
 * Google GET /v1beta/models (paged by pageToken; only models that can generateContent).
 * Throws ModelListError with the provider's reason when it cannot answer.
 */
export async function listProviderModels(target: ModelListTarget): Promise<string[]> {
  const { provider } = target;
  let ids: string[];
  if (provider === 'chatAnthropic') ids = await anthropicModels(target);
  else if (provider === 'chatGoogleGenerativeAI') ids = await googleModels(target);
  else if (provider === 'chatOpenAI')
    ids = (await openAIModels(target, OPENAI_URL)).filter((id) => !NOT_CHAT.test(id));
  else if (provider in OPENAI_COMPATIBLE_BASE_URLS) {
    const base = OPENAI_COMPATIBLE_BASE_URLS[provider];
    if (!target.baseURL && !base) throw new ModelListError('Set the Base Path to list this server’s models');
    ids = await openAIModels(target, base ?? '');
  } else if (provider === 'azureChatOpenAI') {
    throw new ModelListError('Azure OpenAI does not list deployments to an API key: name the deployment');
  } else throw new ModelListError(`'${provider}' cannot list its models`);
  return [...new Set(ids)].sort();
}

async function getJson(
  target: ModelListTarget,
  url: string,
  headers: Record<string, string>,
): Promise<unknown> {
  let res: Response;
  let text: string;
  try {
    res = await target.fetch(url, { headers, signal: AbortSignal.timeout(target.timeoutMs ?? 10_000) });
    text = await res.text();
  } catch (err) {
    // a refused address says which setting would allow it
    if (err instanceof Error && REFUSALS.has((err as { code?: string }).code ?? ''))
      throw new ModelListError(err.message);
    const reason = err instanceof Error && err.name === 'TimeoutError' ? 'no answer in time' : 'unreachable';
    throw new ModelListError(`${new URL(url).host} is ${reason}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ModelListError(`${new URL(url).host} answered ${res.status} without JSON`);
  }
  if (!res.ok)
    throw new ModelListError(`${res.status} ${redact(errorMessageOf(body), target.apiKey)}`.trim());
  return body;
}

/** Only the provider's own short reason is shown: the rest of an error body stays here. */
function errorMessageOf(body: unknown): string {
  const error = (body as { error?: unknown } | null)?.error;
  const message = typeof error === 'string' ? error : (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? shortReason(message) : '';
}

function redact(text: string, secret: string | undefined): string {
  return secret ? text.split(secret).join('***') : text;
}

function idsOf(list: unknown, key: string): string[] {
  if (!Array.isArray(list)) throw new ModelListError('the model list has an unexpected shape');
  return list
    .map((m) => (m as Record<string, unknown>)[key])
    .filter((id): id is string => typeof id === 'string');
}

async function openAIModels(target: ModelListTarget, fallbackBase: string): Promise<string[]> {
  const base = trim(target.baseURL ?? fallbackBase);
  const headers: Record<string, string> = target.apiKey ? { authorization: `Bearer ${target.apiKey}` } : {};
  const body = (await getJson(target, `${base}/models`, headers)) as { data?: unknown; models?: unknown };
  // Ollama's own /api/tags shape ({ models: [{ name }] }) when the base path lacks /v1
  return body.data !== undefined ? idsOf(body.data, 'id') : idsOf(body.models, 'name');
}

async function anthropicModels(target: ModelListTarget): Promise<string[]> {
  if (!target.apiKey) throw new ModelListError('Connect a credential to list the models');
  const base = trim(target.baseURL ?? ANTHROPIC_URL);
  const headers = { 'x-api-key': target.apiKey, 'anthropic-version': '2023-06-01' };
  const ids: string[] = [];
  let after = '';
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = `limit=1000${after ? `&after_id=${encodeURIComponent(after)}` : ''}`;
    const body = (await getJson(target, `${base}/models?${query}`, headers)) as {
      data?: unknown;
      has_more?: boolean;
      last_id?: string | null;
    };
    ids.push(...idsOf(body.data, 'id'));
    if (!body.has_more || !body.last_id) break;
    after = body.last_id;
  }
  return ids;
}

async function googleModels(target: ModelListTarget): Promise<string[]> {
  if (!target.apiKey) throw new ModelListError('Connect a credential to list the models');
  const base = trim(target.baseURL ?? GOOGLE_URL);
  const ids: string[] = [];
  let token = '';
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = `pageSize=1000${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`;
    const body = (await getJson(target, `${base}/models?${query}`, { 'x-goog-api-key': target.apiKey })) as {
      models?: { name?: string; supportedGenerationMethods?: string[] }[];
      nextPageToken?: string;
    };
    if (!Array.isArray(body.models)) throw new ModelListError('the model list has an unexpected shape');
    for (const m of body.models) {
      if (m.name && m.supportedGenerationMethods?.includes('generateContent'))
        ids.push(m.name.replace(/^models\//, ''));
    }
    if (!body.nextPageToken) break;
    token = body.nextPageToken;
  }
  return ids;
}
