import type { LanguageModel } from 'ai';
import {
  CHAT_MODEL_PROVIDERS,
  OPENAI_COMPATIBLE_BASE_URLS as OPENAI_COMPATIBLE,
} from '../../common/chatModelProviders.ts';
import type { NodeContext } from '../../../../host/server/engine/engineTypes.ts';
import { type DownloadFunction, guardedDownload } from './guardedDownload.ts';
import { modelFetch } from '../../../../host/server/sandbox/modelFetch.ts';
import { azureSettings, BASE_URL_KEYS, settingPicker } from './modelSettings.ts';
import { withSafeErrors } from './safeModelError.ts';
import { aiSdk, anthropicSdk, azureSdk, googleSdk, openaiCompatibleSdk, openaiSdk } from './sdkModules.ts';

/** Call settings a model config may carry (empty strings, as the canvas saves unset fields, mean unset). */
export interface ModelSettings {
  temperature?: number;
  maxOutputTokens?: number;
  topP?: number;
  /** URL parts a provider cannot take are fetched through the guarded fetch (guardedDownload). */
  experimental_download?: DownloadFunction;
}

export interface ChatModel {
  model: LanguageModel;
  settings: ModelSettings;
  provider: string;
  /** The model asked for: the configured name, or the provider's default when none is set. */
  modelName: string;
}

/** The list lives in common/ so the canvas can describe each provider's config (chatModels.ts). */
export { CHAT_MODEL_PROVIDERS };

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
function num(v: unknown): number | undefined {
  if (v === '' || v === null || v === undefined) return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

/** The credential id a model config points at (the peer stores it as FLOWISE_CREDENTIAL_ID). */
export function credentialIdOf(config: Record<string, unknown>): string | undefined {
  return str(config.FLOWISE_CREDENTIAL_ID) ?? str(config.credential) ?? str(config.credentialId);
}

/**
 * The ai SDK model for a node's model choice: `provider` is the saved component name
 * (chatOpenAI, chatAnthropic, ...), `config` its saved `<param>Config`. The credential is
 * resolved here, at run time, and its values registered as secrets of the run.
 */
// Provider packages are imported when a model is first made: loading them all cost the server
// about half a second of start-up that most starts never use.
export async function createChatModel(
  provider: unknown,
  config: Record<string, unknown> | undefined,
  ctx: Pick<NodeContext, 'services' | 'addSecret'>,
): Promise<ChatModel> {
  const name = str(provider);
  if (!name) throw new Error('No chat model selected');
  const cfg = config ?? {};
  const credId = credentialIdOf(cfg);
  const cred = credId ? (await ctx.services.credential(credId)).data : {};
  for (const v of Object.values(cred)) if (typeof v === 'string') ctx.addSecret(v);
  const pick = settingPicker(cfg, cred);
  const baseURL = pick(...BASE_URL_KEYS) ?? ctx.services.modelBaseURL?.[name];
  const modelName = pick('modelName', 'model') ?? '';
  const settings: ModelSettings = {
    temperature: num(cfg.temperature),
    maxOutputTokens: num(cfg.maxTokens ?? cfg.maxOutputTokens),
    topP: num(cfg.topP),
    experimental_download: guardedDownload(ctx.services.allowPrivate),
  };
  const { model, used } = await providerModel(name, [cfg, cred, baseURL, ctx.services.allowPrivate], () =>
    makeModel(name, cfg, pick, baseURL, modelName, ctx.services.allowPrivate),
  );
  return { model, settings, provider: name, modelName: used };
}

type LanguageModelObject = Exclude<LanguageModel, string>;
type ProviderModel = { model: LanguageModelObject; used: string };

/**
 * Provider models by everything they are made of: a provider builds its response schemas for each
 * model object (~0.7 ms), once per model call when every call made its own. Bounded; oldest first out.
 */
const models = new Map<string, Promise<ProviderModel>>();
const MAX_MODELS = 100;

function providerModel(name: string, inputs: unknown[], make: () => Promise<ProviderModel>) {
  const key = JSON.stringify([name, ...inputs]);
  let made = models.get(key);
  if (!made) {
    made = make();
    models.set(key, made);
    made.catch(() => models.delete(key));
    if (models.size > MAX_MODELS) models.delete(models.keys().next().value as string);
  }
  return made;
}

async function makeModel(
  name: string,
  cfg: Record<string, unknown>,
  pick: ReturnType<typeof settingPicker>,
  baseURL: string | undefined,
  modelName: string,
  allowPrivate: NodeContext['services']['allowPrivate'],
): Promise<ProviderModel> {
  // every provider request goes through the guarded fetch (base URLs are the user's to set)
  const base = { ...(baseURL ? { baseURL } : {}), fetch: modelFetch(allowPrivate) };
  let model: LanguageModel;
  let used = modelName;
  switch (name) {
    case 'chatOpenAI': {
      const { createOpenAI } = await openaiSdk();
      used ||= 'gpt-4o-mini';
      model = createOpenAI({ ...base, apiKey: pick('openAIApiKey', 'apiKey') ?? '' }).chat(used);
      break;
    }
    case 'chatAnthropic': {
      const { createAnthropic } = await anthropicSdk();
      used ||= 'claude-3-5-haiku-latest';
      model = createAnthropic({ ...base, apiKey: pick('anthropicApiKey', 'apiKey') ?? '' })(used);
      break;
    }
    case 'chatGoogleGenerativeAI': {
      const { createGoogleGenerativeAI } = await googleSdk();
      used ||= 'gemini-2.0-flash';
      model = createGoogleGenerativeAI({ ...base, apiKey: pick('googleGenerativeAPIKey', 'apiKey') ?? '' })(
        used,
      );
      break;
    }
    case 'azureChatOpenAI': {
      // the form's Model Name overrides the credential's deployment
      const deployment =
        str(cfg.modelName) ?? pick('azureOpenAIApiDeploymentName', 'deploymentName') ?? modelName;
      // a dated api-version (the peer's credential) calls the classic deployments path
      const { createAzure } = await azureSdk();
      used = deployment;
      model = createAzure({ ...azureSettings(pick, baseURL), fetch: base.fetch }).chat(deployment);
      break;
    }
    default: {
      if (!(name in OPENAI_COMPATIBLE)) throw new Error(`Unsupported chat model '${name}'`);
      const url = baseURL ?? OPENAI_COMPATIBLE[name];
      if (!url) throw new Error(`Chat model '${name}' needs a base URL`);
      const apiKey = pick('apiKey', 'openAIApiKey');
      const { createOpenAICompatible } = await openaiCompatibleSdk();
      used ||= 'default';
      model = createOpenAICompatible({
        name,
        baseURL: url,
        fetch: base.fetch,
        ...(apiKey ? { apiKey } : {}),
      }).chatModel(used);
    }
  }
  const sdk = await aiSdk();
  return { model: withSafeErrors(sdk, model as LanguageModelObject), used };
}
