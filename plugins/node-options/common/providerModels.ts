import type { ChatModelDefinition } from '../../agentflow/public.ts';

/** The load method behind a chat model's Model Name: the models the provider lists. */
export const PROVIDER_MODELS_METHOD = 'listProviderModels';

/** Azure names deployments, which it does not list to an API key: its Model Name stays text. */
const UNLISTED = new Set(['azureChatOpenAI']);

const listed = new Map<string, ChatModelDefinition>();

/**
 * The definition with its Model Name loaded from the provider (typing still allowed, the
 * definition's names as the default). One object per provider, so forms can memoize on it.
 */
export function withListedModels(definition: ChatModelDefinition): ChatModelDefinition {
  if (UNLISTED.has(definition.name)) return definition;
  let out = listed.get(definition.name);
  if (!out) {
    out = {
      ...definition,
      params: definition.params.map((p) =>
        p.name === 'modelName'
          ? {
              ...p,
              type: 'asyncOptions',
              loadMethod: PROVIDER_MODELS_METHOD,
              freeSolo: true,
              options: undefined,
            }
          : p,
      ),
    };
    listed.set(definition.name, out);
  }
  return out;
}
