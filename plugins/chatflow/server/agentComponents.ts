import type { ChatflowComponent, ComponentEntry } from './componentTypes.ts';

/** A loader of one export of a module: the code is imported when a flow first uses the node. */
const from =
  <M>(load: () => Promise<M>, pick: (m: M) => ChatflowComponent): ComponentEntry =>
  () =>
    load().then(pick);

/** A node whose definition says it is unavailable: building it fails with that reason. */
const unavailable =
  (load: () => Promise<{ default: { unavailable?: string } }>): ComponentEntry =>
  async () => {
    const [{ unavailableComponent }, def] = await Promise.all([import('./unavailableComponent.ts'), load()]);
    return unavailableComponent(def.default.unavailable ?? 'not available here');
  };

const react = () => import('./agents/reactAgent.ts');
const requests = () => import('./tools/requestsTools.ts');
const search = () => import('./tools/webSearchTools.ts');
const embeddings = (name: string) =>
  from(
    () => import('./embeddings/embeddingsComponent.ts'),
    (m) => m.embeddingsComponent(name),
  );
const loader = (name: string) =>
  from(
    () => import('./documents/loaderComponents.ts'),
    (m) => m.loaderComponent(name),
  );
const splitter = (name: string) =>
  from(
    () => import('./documents/splitterComponent.ts'),
    (m) => m.splitterComponent(name),
  );
const synthesizer = (name: string) =>
  from(
    () => import('./retrieval/responseSynthesizers.ts'),
    (m) => m.SYNTHESIZER_NODES[name] as ChatflowComponent,
  );
const engines = () => import('./retrieval/queryEngines.ts');
const subQuestion = () => import('./retrieval/subQuestionQueryEngine.ts');
const pinecone = from(
  () => import('./vectors/pineconeStore.ts'),
  (m) => m.pineconeStore,
);

/**
 * Agents, tools, embeddings, document loaders, text splitters, vector stores, retrievers,
 * retrieval chains and engines, keyed by peer node name; the catalogue imports each one's code
 * when a flow first builds it.
 */
export const agentComponents: Record<string, ComponentEntry> = {
  // agents
  toolAgent: from(
    () => import('./agents/toolAgent.ts'),
    (m) => m.toolAgent,
  ),
  conversationalAgent: from(
    () => import('./agents/conversationalAgent.ts'),
    (m) => m.conversationalAgent,
  ),
  reactAgentChat: from(react, (m) => m.reactAgent),
  reactAgentLLM: from(react, (m) => m.reactAgent),
  csvAgent: from(
    () => import('./agents/csvAgent.ts'),
    (m) => m.csvAgent,
  ),
  openAIAssistant: unavailable(() => import('../nodes/openAIAssistant/node.json')),
  // tools
  calculator: from(
    () => import('./tools/calculator.ts'),
    (m) => m.calculator,
  ),
  customTool: from(
    () => import('./tools/customTool.ts'),
    (m) => m.customTool,
  ),
  chainTool: from(
    () => import('./tools/chainTool.ts'),
    (m) => m.chainTool,
  ),
  retrieverTool: from(
    () => import('./tools/retrieverTool.ts'),
    (m) => m.retrieverTool,
  ),
  requestsGet: from(requests, (m) => m.requestsGet),
  requestsPost: from(requests, (m) => m.requestsPost),
  readFile: unavailable(() => import('../nodes/readFile/node.json')),
  writeFile: unavailable(() => import('../nodes/writeFile/node.json')),
  serpAPI: from(search, (m) => m.serpAPI),
  codeInterpreterE2B: from(
    () => import('./tools/codeInterpreterE2B.ts'),
    (m) => m.codeInterpreterE2B,
  ),
  serper: from(search, (m) => m.serper),
  googleCustomSearch: from(search, (m) => m.googleCustomSearch),
  openAPIToolkit: from(
    () => import('./tools/openAPIToolkit.ts'),
    (m) => m.openAPIToolkit,
  ),
  queryEngineToolLlamaIndex: from(subQuestion, (m) => m.queryEngineTool),
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
  github: from(
    () => import('./documents/githubLoader.ts'),
    (m) => m.githubLoader,
  ),
  documentStore: from(
    () => import('./documents/documentStoreLoader.ts'),
    (m) => m.documentStoreLoader,
  ),
  recursiveCharacterTextSplitter: splitter('recursiveCharacterTextSplitter'),
  characterTextSplitter: splitter('characterTextSplitter'),
  tokenTextSplitter: splitter('tokenTextSplitter'),
  markdownTextSplitter: splitter('markdownTextSplitter'),
  codeTextSplitter: splitter('codeTextSplitter'),
  htmlToMarkdownTextSplitter: splitter('htmlToMarkdownTextSplitter'),
  // vector stores and retrievers
  memoryVectorStore: from(
    () => import('./vectors/memoryVectorStore.ts'),
    (m) => m.memoryVectorStore,
  ),
  documentStoreVS: from(
    () => import('./vectors/documentStoreVS.ts'),
    (m) => m.documentStoreVS,
  ),
  faiss: from(
    () => import('./vectors/faissStore.ts'),
    (m) => m.faissStore,
  ),
  pinecone,
  pineconeLlamaIndex: pinecone,
  postgres: from(
    () => import('./vectors/postgresStore.ts'),
    (m) => m.postgresStore,
  ),
  vectorStoreRetriever: from(
    () => import('./vectors/vectorStoreRetriever.ts'),
    (m) => m.vectorStoreRetriever,
  ),
  // retrieval chains, engines and response synthesizers
  conversationalRetrievalQAChain: from(
    () => import('./retrieval/conversationalRetrievalQAChain.ts'),
    (m) => m.conversationalRetrievalQAChain,
  ),
  retrievalQAChain: from(
    () => import('./retrieval/retrievalQAChain.ts'),
    (m) => m.retrievalQAChain,
  ),
  contextChatEngine: from(engines, (m) => m.contextChatEngine),
  queryEngine: from(engines, (m) => m.queryEngine),
  subQuestionQueryEngine: from(subQuestion, (m) => m.subQuestionQueryEngine),
  compactrefineLlamaIndex: synthesizer('compactrefineLlamaIndex'),
  refineLlamaIndex: synthesizer('refineLlamaIndex'),
  simpleResponseBuilderLlamaIndex: synthesizer('simpleResponseBuilderLlamaIndex'),
  treeSummarizeLlamaIndex: synthesizer('treeSummarizeLlamaIndex'),
};
