/**
 * Where a model's connection settings live: a node's `<param>Config` first, then its credential,
 * under the field names the peer uses. createChatModel and the model lists read them alike.
 */
export const BASE_URL_KEYS = ['basepath', 'basePath', 'baseURL', 'baseUrl'] as const;

const API_KEY_KEYS: Record<string, readonly string[]> = {
  chatOpenAI: ['openAIApiKey', 'apiKey'],
  chatAnthropic: ['anthropicApiKey', 'apiKey'],
  chatGoogleGenerativeAI: ['googleGenerativeAPIKey', 'apiKey'],
  azureChatOpenAI: ['azureOpenAIApiKey'],
};

/** The key fields of a provider (OpenAI-compatible servers: apiKey, then openAIApiKey). */
export function apiKeyKeys(provider: string): readonly string[] {
  return API_KEY_KEYS[provider] ?? ['apiKey', 'openAIApiKey'];
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The first non-empty value of these keys, the config before the credential. */
export function settingPicker(config: Record<string, unknown>, credential: Record<string, unknown>) {
  return (...keys: readonly string[]): string | undefined => {
    for (const k of keys) {
      const v = str(config[k]) ?? str(credential[k]);
      if (v) return v;
    }
    return undefined;
  };
}

type Pick = (...keys: readonly string[]) => string | undefined;

/**
 * createAzure settings from a config and its azureOpenAIApi credential. A dated api-version (what
 * the peer's credential holds, e.g. 2024-10-21) means the classic layout,
 * {base}/deployments/{deployment}/...?api-version=; 'v1', 'preview' or none mean the v1 API.
 */
export function azureSettings(pick: Pick, baseURL: string | undefined) {
  const apiVersion = pick('azureOpenAIApiVersion');
  return {
    apiKey: pick('azureOpenAIApiKey') ?? '',
    ...(baseURL ? { baseURL } : { resourceName: pick('azureOpenAIApiInstanceName') ?? '' }),
    ...(apiVersion ? { apiVersion } : {}),
    ...(apiVersion && /^\d{4}-\d{2}-\d{2}/.test(apiVersion) ? { useDeploymentBasedUrls: true } : {}),
  };
}
