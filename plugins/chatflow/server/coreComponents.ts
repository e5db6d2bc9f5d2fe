import type { ChatflowComponent, ComponentEntry } from './componentTypes.ts';

type Group = Record<string, ChatflowComponent>;

/** Loaders of one group file: each node's code is imported the first time a flow uses it. */
function group(names: readonly string[], load: () => Promise<Group>): Record<string, ComponentEntry> {
  return Object.fromEntries(
    names.map((name) => [
      name,
      async () => {
        const component = (await load())[name];
        if (!component) throw new Error(`No component for ${name}`);
        return component;
      },
    ]),
  );
}

/** Models, memory, prompts, output parsers, chains, engines, moderation and utilities, by peer node name. */
export const coreComponents: Record<string, ComponentEntry> = {
  ...group(
    [
      'chatOpenAI',
      'chatOpenAI_LlamaIndex',
      'chatOpenAICustom',
      'azureChatOpenAI',
      'azureChatOpenAI_LlamaIndex',
      'chatAnthropic',
      'chatAnthropic_LlamaIndex',
      'chatGoogleGenerativeAI',
      'chatOllama',
      'groqChat',
      'chatMistralAI',
    ],
    () => import('./components/chatModels.ts').then((m) => m.chatModelComponents),
  ),
  ...group(
    ['bufferMemory', 'bufferWindowMemory', 'conversationSummaryMemory', 'conversationSummaryBufferMemory'],
    () => import('./components/memory.ts').then((m) => m.memoryComponents),
  ),
  ...group(['promptTemplate', 'chatPromptTemplate', 'fewShotPromptTemplate'], () =>
    import('./components/prompts.ts').then((m) => m.promptComponents),
  ),
  ...group(
    ['csvOutputParser', 'customListOutputParser', 'structuredOutputParser', 'advancedStructuredOutputParser'],
    () => import('./components/outputParsers.ts').then((m) => m.outputParserComponents),
  ),
  ...group(['conversationChain', 'simpleChatEngine'], () =>
    import('./components/conversation.ts').then((m) => m.conversationComponents),
  ),
  ...group(['llmChain'], () =>
    import('./components/llmChain.ts').then((m) => ({ llmChain: m.llmChainComponent })),
  ),
  ...group(['RedisBackedChatMemory'], () =>
    import('./components/redisMemory.ts').then((m) => ({ RedisBackedChatMemory: m.redisMemoryComponent })),
  ),
  ...group(['multiPromptChain', 'promptRetriever'], () =>
    import('./components/multiPromptChain.ts').then((m) => m.multiPromptComponents),
  ),
  ...group(['getApiChain', 'postApiChain'], () =>
    import('./components/apiChain.ts').then((m) => m.apiChainComponents),
  ),
  ...group(['sqlDatabaseChain'], () =>
    import('./components/sqlDatabaseChain.ts').then((m) => ({
      sqlDatabaseChain: m.sqlDatabaseChainComponent,
    })),
  ),
  ...group(['openAI', 'ollama', 'huggingFaceInference_LLMs', 'replicate'], () =>
    import('./components/llms.ts').then((m) => m.llmComponents),
  ),
  ...group(['customFunction', 'ifElseFunction', 'setVariable', 'getVariable'], () =>
    import('./components/utilities.ts').then((m) => m.utilityComponents),
  ),
  ...group(['inputModerationSimple', 'inputModerationOpenAI'], () =>
    import('./components/moderation.ts').then((m) => m.moderationComponents),
  ),
};
