import type { NodeDefinition } from '../../../node-registry/types.ts';
import toolAgent from './toolAgent/node.json';
import reactAgentChat from './reactAgentChat/node.json';
import reactAgentLLM from './reactAgentLLM/node.json';
import conversationalAgent from './conversationalAgent/node.json';
import csvAgent from './csvAgent/node.json';
import openAIAssistant from './openAIAssistant/node.json';
import calculator from './calculator/node.json';
import customTool from './customTool/node.json';
import chainTool from './chainTool/node.json';
import retrieverTool from './retrieverTool/node.json';
import requestsGet from './requestsGet/node.json';
import requestsPost from './requestsPost/node.json';
import readFile from './readFile/node.json';
import writeFile from './writeFile/node.json';
import serpAPI from './serpAPI/node.json';
import codeInterpreterE2B from './codeInterpreterE2B/node.json';
import serper from './serper/node.json';
import googleCustomSearch from './googleCustomSearch/node.json';
import openAPIToolkit from './openAPIToolkit/node.json';
import queryEngineToolLlamaIndex from './queryEngineToolLlamaIndex/node.json';
import openAIEmbeddings from './openAIEmbeddings/node.json';
import azureOpenAIEmbeddings from './azureOpenAIEmbeddings/node.json';
import ollamaEmbedding from './ollamaEmbedding/node.json';
import localAIEmbeddings from './localAIEmbeddings/node.json';
import openAIEmbeddingLlamaIndex from './openAIEmbedding_LlamaIndex/node.json';
import googleGenerativeAiEmbeddings from './googleGenerativeAiEmbeddings/node.json';
import textFile from './textFile/node.json';
import plainText from './plainText/node.json';
import pdfFile from './pdfFile/node.json';
import csvFile from './csvFile/node.json';
import jsonFile from './jsonFile/node.json';
import docxFile from './docxFile/node.json';
import cheerioWebScraper from './cheerioWebScraper/node.json';
import apiLoader from './apiLoader/node.json';
import github from './github/node.json';
import documentStore from './documentStore/node.json';
import recursiveCharacterTextSplitter from './recursiveCharacterTextSplitter/node.json';
import characterTextSplitter from './characterTextSplitter/node.json';
import tokenTextSplitter from './tokenTextSplitter/node.json';
import markdownTextSplitter from './markdownTextSplitter/node.json';
import htmlToMarkdownTextSplitter from './htmlToMarkdownTextSplitter/node.json';
import codeTextSplitter from './codeTextSplitter/node.json';
import memoryVectorStore from './memoryVectorStore/node.json';
import documentStoreVS from './documentStoreVS/node.json';
import faiss from './faiss/node.json';
import pinecone from './pinecone/node.json';
import pineconeLlamaIndex from './pineconeLlamaIndex/node.json';
import postgres from './postgres/node.json';
import vectorStoreRetriever from './vectorStoreRetriever/node.json';
import conversationalRetrievalQAChain from './conversationalRetrievalQAChain/node.json';
import retrievalQAChain from './retrievalQAChain/node.json';
import contextChatEngine from './contextChatEngine/node.json';
import queryEngine from './queryEngine/node.json';
import subQuestionQueryEngine from './subQuestionQueryEngine/node.json';
import compactrefineLlamaIndex from './compactrefineLlamaIndex/node.json';
import refineLlamaIndex from './refineLlamaIndex/node.json';
import simpleResponseBuilderLlamaIndex from './simpleResponseBuilderLlamaIndex/node.json';
import treeSummarizeLlamaIndex from './treeSummarizeLlamaIndex/node.json';

/**
 * Node definitions of agents, tools, embeddings, document loaders, text splitters, vector stores,
 * retrievers, retrieval chains and engines (JSON data, one folder per node; the registry checks
 * each against the node-definition schema).
 */
export const agentNodes = [
  toolAgent,
  reactAgentChat,
  reactAgentLLM,
  conversationalAgent,
  csvAgent,
  openAIAssistant,
  calculator,
  customTool,
  chainTool,
  retrieverTool,
  requestsGet,
  requestsPost,
  readFile,
  writeFile,
  serpAPI,
  codeInterpreterE2B,
  serper,
  googleCustomSearch,
  openAPIToolkit,
  queryEngineToolLlamaIndex,
  openAIEmbeddings,
  azureOpenAIEmbeddings,
  ollamaEmbedding,
  localAIEmbeddings,
  openAIEmbeddingLlamaIndex,
  googleGenerativeAiEmbeddings,
  textFile,
  plainText,
  pdfFile,
  csvFile,
  jsonFile,
  docxFile,
  cheerioWebScraper,
  apiLoader,
  github,
  documentStore,
  recursiveCharacterTextSplitter,
  characterTextSplitter,
  tokenTextSplitter,
  markdownTextSplitter,
  htmlToMarkdownTextSplitter,
  codeTextSplitter,
  memoryVectorStore,
  documentStoreVS,
  faiss,
  pinecone,
  pineconeLlamaIndex,
  postgres,
  vectorStoreRetriever,
  conversationalRetrievalQAChain,
  retrievalQAChain,
  contextChatEngine,
  queryEngine,
  subQuestionQueryEngine,
  compactrefineLlamaIndex,
  refineLlamaIndex,
  simpleResponseBuilderLlamaIndex,
  treeSummarizeLlamaIndex,
] as unknown as NodeDefinition[];
