import type { ChatflowComponent } from './componentTypes.ts';
import { lazyComponent } from './lazyComponent.ts';

const ending = { answers: true };
const pick =
  <K extends string>(key: K) =>
  (m: Record<K, unknown>) =>
    m[key] as ChatflowComponent;

/** A node whose definition says it is unavailable: its reason, read from the definition. */
const unavailable = (load: () => Promise<{ default: { unavailable?: string } }>) =>
  lazyComponent(async () => {
    const [{ unavailableComponent }, def] = await Promise.all([import('./unavailableComponent.ts'), load()]);
    return unavailableComponent(def.default.unavailable ?? 'not available here');
  });

const embeddings = (name: string) =>
  lazyComponent(() => import('./embeddings/embeddingsComponent.ts').then((m) => m.embeddingsComponent(name)));
const loader = (name: string) =>
  lazyComponent(() => import('./documents/loaderComponents.ts').then((m) => m.loaderComponent(name)));
const splitter = (name: string) =>
  lazyComponent(() => import('./documents/splitterComponent.ts').then((m) => m.splitterComponent(name)));
const synthesizer = (name: string) =>
  lazyComponent(() =>
    import('./retrieval/responseSynthesizers.ts').then((m) => m.SYNTHESIZER_NODES[name] as ChatflowComponent),
  );

/**
 * Agents, tools, embeddings, document loaders, text splitters, vector stores, retrievers,
 * retrieval chains and engines, keyed by peer node name. Each component's code loads when a flow
 * first builds it.
 */
export const agentComponents: Record<string, ChatflowComponent> = {
  // agents
  toolAgent: lazyComponent(() => import('./agents/toolAgent.ts').then(pick('toolAgent')), ending),
  conversationalAgent: lazyComponent(
    () => import('./agents/conversationalAgent.ts').then(pick('conversationalAgent')),
    ending,
  ),
  reactAgentChat: lazyComponent(() => import('./agents/reactAgent.ts').then(pick('reactAgent')), ending),
  reactAgentLLM: lazyComponent(() => import('./agents/reactAgent.ts').then(pick('reactAgent')), ending),
  csvAgent: lazyComponent(() => import('./agents/csvAgent.ts').then(pick('csvAgent')), ending),
  openAIAssistant: unavailable(() => import('../nodes/openAIAssistant/node.json')),
  // tools
  calculator: lazyComponent(() => import('./tools/calculator.ts').then(pick('calculator'))),
  customTool: lazyComponent(() => import('./tools/customTool.ts').then(pick('customTool'))),
  chainTool: lazyComponent(() => import('./tools/chainTool.ts').then(pick('chainTool'))),
  retrieverTool: lazyComponent(() => import('./tools/retrieverTool.ts').then(pick('retrieverTool'))),
  requestsGet: lazyComponent(() => import('./tools/requestsTools.ts').then(pick('requestsGet'))),
  requestsPost: lazyComponent(() => import('./tools/requestsTools.ts').then(pick('requestsPost'))),
  readFile: unavailable(() => import('../nodes/readFile/node.json')),
  writeFile: unavailable(() => import('../nodes/writeFile/node.json')),
  serpAPI: lazyComponent(() => import('./tools/webSearchTools.ts').then(pick('serpAPI'))),
  serper: lazyComponent(() => import('./tools/webSearchTools.ts').then(pick('serper'))),
  googleCustomSearch: lazyComponent(() =>
    import('./tools/webSearchTools.ts').then(pick('googleCustomSearch')),
  ),
  openAPIToolkit: lazyComponent(() => import('./tools/openAPIToolkit.ts').then(pick('openAPIToolkit'))),
  queryEngineToolLlamaIndex: lazyComponent(() =>
    import('./retrieval/subQuestionQueryEngine.ts').then(pick('queryEngineTool')),
  ),
  // embeddings
  openAIEmbeddings: embeddings('openAIEmbeddings'),
  azureOpenAIEmbeddings: embeddings('azureOpenAIEmbeddings'),
  ollamaEmbedding: embeddings('ollamaEmbedding'),
  localAIEmbeddings: embeddings('localAIEmbeddings'),
  openAIEmbedding_LlamaIndex: embeddings('openAIEmbedding_LlamaIndex'),
  googleGenerativeAiEmbeddings: embeddings('googleGenerativeAiEmbeddings'),
  // document loaders and text splitters (the document stores' own)
  textFile: loader('textFile'),
  plainText: loader('plainText'),
  pdfFile: loader('pdfFile'),
  csvFile: loader('csvFile'),
  jsonFile: loader('jsonFile'),
  docxFile: loader('docxFile'),
  cheerioWebScraper: loader('cheerioWebScraper'),
  apiLoader: loader('apiLoader'),
  github: lazyComponent(() => import('./documents/githubLoader.ts').then(pick('githubLoader'))),
  documentStore: lazyComponent(() =>
    import('./documents/documentStoreLoader.ts').then(pick('documentStoreLoader')),
  ),
  recursiveCharacterTextSplitter: splitter('recursiveCharacterTextSplitter'),
  characterTextSplitter: splitter('characterTextSplitter'),
  tokenTextSplitter: splitter('tokenTextSplitter'),
  markdownTextSplitter: splitter('markdownTextSplitter'),
  codeTextSplitter: splitter('codeTextSplitter'),
  htmlToMarkdownTextSplitter: splitter('htmlToMarkdownTextSplitter'),
  // vector stores and retrievers
  memoryVectorStore: lazyComponent(() =>
    import('./vectors/memoryVectorStore.ts').then(pick('memoryVectorStore')),
  ),
  documentStoreVS: lazyComponent(() => import('./vectors/documentStoreVS.ts').then(pick('documentStoreVS'))),
  faiss: lazyComponent(() => import('./vectors/faissStore.ts').then(pick('faissStore'))),
  pinecone: lazyComponent(() => import('./vectors/pineconeStore.ts').then(pick('pineconeStore'))),
  pineconeLlamaIndex: lazyComponent(() => import('./vectors/pineconeStore.ts').then(pick('pineconeStore'))),
  postgres: lazyComponent(() => import('./vectors/postgresStore.ts').then(pick('postgresStore'))),
  vectorStoreRetriever: lazyComponent(() =>
    import('./vectors/vectorStoreRetriever.ts').then(pick('vectorStoreRetriever')),
  ),
  // retrieval chains, engines and response synthesizers
  conversationalRetrievalQAChain: lazyComponent(
    () =>
      import('./retrieval/conversationalRetrievalQAChain.ts').then(pick('conversationalRetrievalQAChain')),
    ending,
  ),
  retrievalQAChain: lazyComponent(
    () => import('./retrieval/retrievalQAChain.ts').then(pick('retrievalQAChain')),
    ending,
  ),
  contextChatEngine: lazyComponent(
    () => import('./retrieval/queryEngines.ts').then(pick('contextChatEngine')),
    ending,
  ),
  queryEngine: lazyComponent(() => import('./retrieval/queryEngines.ts').then(pick('queryEngine')), ending),
  subQuestionQueryEngine: lazyComponent(
    () => import('./retrieval/subQuestionQueryEngine.ts').then(pick('subQuestionQueryEngine')),
    ending,
  ),
  compactrefineLlamaIndex: synthesizer('compactrefineLlamaIndex'),
  refineLlamaIndex: synthesizer('refineLlamaIndex'),
  simpleResponseBuilderLlamaIndex: synthesizer('simpleResponseBuilderLlamaIndex'),
  treeSummarizeLlamaIndex: synthesizer('treeSummarizeLlamaIndex'),
};
