import { isRecord } from '../../../host/common/isRecord.ts';
import type { AllowPrivate } from '../../../host/common/net/allowPrivate.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import type { OptionItem } from '../../../node-registry/types.ts';
import { CHAT_MODEL_PROVIDERS } from '../../agentflow/public.ts';
import { chatModelDefinition } from '../../agentflow/public.ts';
import { listProviderModels, ModelListError } from '../../agentflow/public.ts';
import { modelFetch } from '../../../host/server/sandbox/modelFetch.ts';
import { apiKeyKeys, BASE_URL_KEYS, settingPicker } from '../../agentflow/public.ts';
import { PROVIDER_MODELS_METHOD } from '../common/providerModels.ts';

export { PROVIDER_MODELS_METHOD };

/**
 * The node's chat model choice: a param whose value is a provider, with its `<param>Config`
 * (llmModel + llmModelConfig, agentModel + agentModelConfig...). A config saved for another
 * provider, or none yet (a model just picked), counts as empty.
 */
export function modelChoiceOf(inputs: Record<string, unknown>) {
  for (const [key, value] of Object.entries(inputs)) {
    if (typeof value !== 'string' || !CHAT_MODEL_PROVIDERS.includes(value)) continue;
    const config = inputs[`${key}Config`];
    const own = isRecord(config) && (config[key] === undefined || config[key] === value);
    return { provider: value, config: own ? config : {} };
  }
  return undefined;
}

/** The definition's own names, used until a credential lets the provider answer. */
function knownModels(provider: string): OptionItem[] {
  const param = chatModelDefinition(provider)?.params.find((p) => p.name === 'modelName');
  return (param?.options ?? []).map((o) => ({ label: o.label, name: o.name }));
}

export interface ProviderModelsContext {
  inputs: Record<string, unknown>;
  /** The decrypted values of a workspace credential (throws for an unknown one). */
  credential(id: string): Promise<Record<string, unknown>>;
  /** HTTP_ALLOW_PRIVATE as the server read it: the provider is asked through modelFetch. */
  allowPrivate: AllowPrivate;
}

/**
 * Options of a chat model's Model Name: the models the provider lists, asked with the node's
 * credential and base path. A hosted provider without a credential yet answers the definition's
 * known names; a provider that cannot answer is a 424 (Failed Dependency: the host answers 5xx without
 * their message) saying why; the field still takes typing.
 */
export async function listProviderModelNames(ctx: ProviderModelsContext): Promise<OptionItem[]> {
  const choice = modelChoiceOf(ctx.inputs);
  if (!choice) throw httpError(400, 'Pick a chat model first');
  const { provider, config } = choice;
  const credentialId = [config.FLOWISE_CREDENTIAL_ID, config.credential].find(
    (v): v is string => typeof v === 'string' && v.length > 0,
  );
  const credential = credentialId ? await ctx.credential(credentialId) : {};
  const pick = settingPicker(config, credential);
  const apiKey = pick(...apiKeyKeys(provider));
  const definition = chatModelDefinition(provider);
  if (!apiKey && definition && !definition.credentialOptional) return knownModels(provider);
  try {
    const ids = await listProviderModels({
      provider,
      apiKey,
      baseURL: pick(...BASE_URL_KEYS),
      fetch: modelFetch(ctx.allowPrivate),
    });
    return ids.map((id) => ({ label: id, name: id }));
  } catch (err) {
    if (!(err instanceof ModelListError)) throw err;
    throw httpError(424, `Could not list ${definition?.label ?? provider} models: ${err.message}`);
  }
}
