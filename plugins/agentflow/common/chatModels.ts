import type { InputParam } from '../../../node-registry/types.ts';
import { OPENAI_COMPATIBLE_BASE_URLS } from './chatModelProviders.ts';

/**
 * What a chat model's `<param>Config` holds, as pure data: the canvas draws its form from it and
 * the engine (createChatModel) reads the same keys (credential, modelName, temperature, maxTokens,
 * topP, basepath / baseUrl).
 */
export interface ChatModelDefinition {
  /** The provider's component name, saved as the model param's value (e.g. chatOpenAI). */
  name: string;
  label: string;
  /** Credential types (plugins/credentials) the model accepts. */
  credentialNames: string[];
  /** Local servers run without a key. */
  credentialOptional?: boolean;
  params: InputParam[];
}

const modelNameOptions = (names: string[], fallback: string): InputParam => ({
  label: 'Model Name',
  name: 'modelName',
  type: 'options',
  options: names.map((n) => ({ label: n, name: n })),
  default: fallback,
  freeSolo: true,
});

const modelNameText = (placeholder: string, optional = false): InputParam => ({
  label: 'Model Name',
  name: 'modelName',
  type: 'string',
  placeholder,
  ...(optional ? { optional: true } : {}),
});

/** Settings every provider shares (the engine passes them to the ai SDK call). */
const SHARED: InputParam[] = [
  { label: 'Temperature', name: 'temperature', type: 'number', step: 0.1, default: 0.9, optional: true },
  { label: 'Streaming', name: 'streaming', type: 'boolean', default: true, optional: true },
  {
    label: 'Max Tokens',
    name: 'maxTokens',
    type: 'number',
    step: 1,
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Top Probability',
    name: 'topP',
    type: 'number',
    step: 0.1,
    optional: true,
    additionalParams: true,
  },
];

const basePath = (name: string, placeholder: string, optional = true): InputParam => ({
  label: 'Base Path',
  name,
  type: 'string',
  placeholder,
  ...(optional ? { optional: true, additionalParams: true } : {}),
});

const LABELS: Record<string, string> = {
  chatOpenAICompatible: 'ChatOpenAI Compatible',
  chatOllama: 'ChatOllama',
  chatLocalAI: 'ChatLocalAI',
  chatLMStudio: 'ChatLMStudio',
  groqChat: 'GroqChat',
  chatOpenRouter: 'ChatOpenRouter',
  chatVLLM: 'ChatVLLM',
};

/** Hosted services need a key; servers on the user's machine do not. */
const HOSTED = new Set(['groqChat', 'chatOpenRouter']);

/** OpenAI-protocol providers: the base URL is required where the engine knows no default. */
const compatible: ChatModelDefinition[] = Object.entries(OPENAI_COMPATIBLE_BASE_URLS).map(([name, url]) => ({
  name,
  label: LABELS[name] ?? name,
  credentialNames: ['openAICompatibleApi'],
  credentialOptional: !HOSTED.has(name),
  params: [
    modelNameText(name === 'chatOllama' ? 'llama3.2' : 'model name'),
    ...SHARED,
    url ? basePath('baseUrl', url) : basePath('baseUrl', 'http://127.0.0.1:8000/v1', false),
  ],
}));

export const CHAT_MODEL_DEFINITIONS: readonly ChatModelDefinition[] = [
  {
    name: 'chatOpenAI',
    label: 'ChatOpenAI',
    credentialNames: ['openAIApi'],
    params: [
      modelNameOptions(['gpt-4o-mini', 'gpt-4o', 'gpt-4.1', 'gpt-4.1-mini', 'o3-mini'], 'gpt-4o-mini'),
      ...SHARED,
      basePath('basepath', 'https://api.openai.com/v1'),
    ],
  },
  {
    name: 'chatAnthropic',
    label: 'ChatAnthropic',
    credentialNames: ['anthropicApi'],
    params: [
      modelNameOptions(
        ['claude-sonnet-4-0', 'claude-opus-4-0', 'claude-3-7-sonnet-latest', 'claude-3-5-haiku-latest'],
        'claude-sonnet-4-0',
      ),
      ...SHARED,
    ],
  },
  {
    name: 'chatGoogleGenerativeAI',
    label: 'ChatGoogleGenerativeAI',
    credentialNames: ['googleGenerativeAI'],
    params: [
      modelNameOptions(['gemini-2.0-flash', 'gemini-2.5-flash', 'gemini-2.5-pro'], 'gemini-2.0-flash'),
      ...SHARED,
      basePath('baseUrl', 'https://generativelanguage.googleapis.com/v1beta'),
    ],
  },
  {
    name: 'azureChatOpenAI',
    label: 'Azure ChatOpenAI',
    credentialNames: ['azureOpenAIApi'],
    params: [
      // the credential names the deployment; a name here overrides it
      modelNameText('deployment name (from the credential when empty)', true),
      ...SHARED,
      basePath('basepath', 'https://<resource>.openai.azure.com/openai'),
    ],
  },
  ...compatible,
];

/** The definition of a provider, or undefined for one the engine cannot build. */
export function chatModelDefinition(name: unknown): ChatModelDefinition | undefined {
  return CHAT_MODEL_DEFINITIONS.find((d) => d.name === name);
}

/**
 * A fresh config for a model, as the peer saves it: every param at its default ('' when none),
 * an empty credential, and the model's name under `modelParam` (e.g. llmModel: 'chatOpenAI').
 */
export function chatModelDefaults(
  definition: ChatModelDefinition,
  modelParam: string,
): Record<string, unknown> {
  const config: Record<string, unknown> = { credential: '' };
  for (const p of definition.params) config[p.name] = p.default ?? '';
  config[modelParam] = definition.name;
  return config;
}
