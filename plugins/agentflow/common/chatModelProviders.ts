/**
 * Chat model providers (the peer's component names) that speak the OpenAI protocol at a base
 * URL, with the base URL used when the config names none. Pure data: the engine builds models
 * from it and the canvas describes their config forms (chatModels.ts).
 */
export const OPENAI_COMPATIBLE_BASE_URLS: Record<string, string | undefined> = {
  chatOpenAICompatible: undefined,
  chatOllama: 'http://127.0.0.1:11434/v1',
  chatLocalAI: undefined,
  chatLMStudio: 'http://127.0.0.1:1234/v1',
  groqChat: 'https://api.groq.com/openai/v1',
  chatOpenRouter: 'https://openrouter.ai/api/v1',
  chatVLLM: undefined,
};

/** Every provider the engine's createChatModel can build. */
export const CHAT_MODEL_PROVIDERS: readonly string[] = [
  'chatOpenAI',
  'chatAnthropic',
  'chatGoogleGenerativeAI',
  'azureChatOpenAI',
  ...Object.keys(OPENAI_COMPATIBLE_BASE_URLS),
];
