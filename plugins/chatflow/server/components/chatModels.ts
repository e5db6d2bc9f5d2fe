import { createChatModel } from '../../../agentflow/public.ts';
import type { BuildContext, ChatflowComponent, ChatModelInstance } from '../componentTypes.ts';
import { booleanInput } from '../componentInputs.ts';
import { str } from './inputValues.ts';

type Config = Record<string, unknown>;

/** Params as the model layer reads them, without the empty strings the canvas saves for unset fields. */
function setParams(inputs: Config): Config {
  return Object.fromEntries(
    Object.entries(inputs).filter(([, v]) => v !== '' && v !== null && v !== undefined),
  );
}

/**
 * A chat model node on agentflow's model layer: `provider` is the model layer's name for it,
 * `adapt` maps the peer's param and credential names onto the ones that layer reads. The
 * credential's fields are merged under the params (a param set on the node wins).
 */
function chatModel(
  provider: string,
  adapt?: (cfg: Config, ctx: BuildContext) => Config,
  usageName?: string,
): ChatflowComponent {
  return {
    async init(ctx): Promise<ChatModelInstance> {
      const credential = await ctx.credential();
      let cfg: Config = { ...credential, ...setParams(ctx.inputs) };
      if (adapt) cfg = adapt(cfg, ctx);
      const chat = await createChatModel(provider, cfg, {
        services: ctx.run.services,
        addSecret: ctx.run.addSecret,
      });
      // priced and shown under the node's own name when the model layer knows it by another
      return {
        kind: 'chatModel',
        chat: usageName ? { ...chat, provider: usageName } : chat,
        acceptsImages: booleanInput(ctx, 'allowImageUploads'),
        streaming: ctx.inputs.streaming !== false && ctx.inputs.streaming !== 'false',
      };
    },
  };
}

/** Azure: the deployment comes from the credential (the peer's Model Name only names the model). */
const azure = (cfg: Config): Config => {
  const deployment = str(cfg.azureOpenAIApiDeploymentName);
  return deployment ? { ...cfg, modelName: deployment } : cfg;
};

/** Ollama's OpenAI-compatible API lives under /v1 of the server address the peer saves. */
const ollama = (cfg: Config): Config => {
  const base = str(cfg.baseUrl);
  if (!base) return cfg;
  const trimmed = base.replace(/\/+$/, '');
  return { ...cfg, baseUrl: /\/v1$/.test(trimmed) ? trimmed : `${trimmed}/v1` };
};

/** Mistral's API speaks the OpenAI protocol; overrideEndpoint replaces its address. */
const mistral = (cfg: Config, ctx: BuildContext): Config => ({
  ...cfg,
  apiKey: cfg.mistralAIAPIKey,
  maxTokens: cfg.maxOutputTokens,
  basePath:
    str(cfg.overrideEndpoint) ?? ctx.run.services.modelBaseURL?.chatMistralAI ?? 'https://api.mistral.ai/v1',
});

/** Google: a custom model name, when given, replaces the picked one. */
const google = (cfg: Config): Config => ({ ...cfg, modelName: str(cfg.customModelName) ?? cfg.modelName });

const groq = (cfg: Config): Config => ({ ...cfg, apiKey: cfg.groqApiKey ?? cfg.apiKey });

/** Any OpenAI-compatible server at the node's base path (the OpenAI API itself without one). */
const custom = (cfg: Config, ctx: BuildContext): Config => ({
  ...cfg,
  basepath: str(cfg.basepath) ?? ctx.run.services.modelBaseURL?.chatOpenAICustom,
});

export const chatModelComponents: Record<string, ChatflowComponent> = {
  chatOpenAI: chatModel('chatOpenAI'),
  chatOpenAI_LlamaIndex: chatModel('chatOpenAI'),
  chatOpenAICustom: chatModel('chatOpenAI', custom, 'chatOpenAICustom'),
  azureChatOpenAI: chatModel('azureChatOpenAI', azure),
  azureChatOpenAI_LlamaIndex: chatModel('azureChatOpenAI', azure),
  chatAnthropic: chatModel('chatAnthropic'),
  chatAnthropic_LlamaIndex: chatModel('chatAnthropic'),
  chatGoogleGenerativeAI: chatModel('chatGoogleGenerativeAI', google),
  chatOllama: chatModel('chatOllama', ollama),
  groqChat: chatModel('groqChat', groq),
  chatMistralAI: chatModel('chatOpenAICompatible', mistral, 'chatMistralAI'),
};
