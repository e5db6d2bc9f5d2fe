import type { NodeDefinition } from '../../../node-registry/types.ts';
import RedisBackedChatMemory from './RedisBackedChatMemory/node.json';
import advancedStructuredOutputParser from './advancedStructuredOutputParser/node.json';
import azureChatOpenAI from './azureChatOpenAI/node.json';
import azureChatOpenAI_LlamaIndex from './azureChatOpenAI_LlamaIndex/node.json';
import bufferMemory from './bufferMemory/node.json';
import bufferWindowMemory from './bufferWindowMemory/node.json';
import chatAnthropic from './chatAnthropic/node.json';
import chatAnthropic_LlamaIndex from './chatAnthropic_LlamaIndex/node.json';
import chatGoogleGenerativeAI from './chatGoogleGenerativeAI/node.json';
import chatMistralAI from './chatMistralAI/node.json';
import chatOllama from './chatOllama/node.json';
import chatOpenAI from './chatOpenAI/node.json';
import chatOpenAICustom from './chatOpenAICustom/node.json';
import chatOpenAI_LlamaIndex from './chatOpenAI_LlamaIndex/node.json';
import chatPromptTemplate from './chatPromptTemplate/node.json';
import conversationChain from './conversationChain/node.json';
import conversationSummaryBufferMemory from './conversationSummaryBufferMemory/node.json';
import conversationSummaryMemory from './conversationSummaryMemory/node.json';
import csvOutputParser from './csvOutputParser/node.json';
import customFunction from './customFunction/node.json';
import customListOutputParser from './customListOutputParser/node.json';
import fewShotPromptTemplate from './fewShotPromptTemplate/node.json';
import getApiChain from './getApiChain/node.json';
import getVariable from './getVariable/node.json';
import groqChat from './groqChat/node.json';
import huggingFaceInference_LLMs from './huggingFaceInference_LLMs/node.json';
import ifElseFunction from './ifElseFunction/node.json';
import inputModerationOpenAI from './inputModerationOpenAI/node.json';
import inputModerationSimple from './inputModerationSimple/node.json';
import llmChain from './llmChain/node.json';
import multiPromptChain from './multiPromptChain/node.json';
import ollama from './ollama/node.json';
import openAI from './openAI/node.json';
import postApiChain from './postApiChain/node.json';
import replicate from './replicate/node.json';
import promptRetriever from './promptRetriever/node.json';
import promptTemplate from './promptTemplate/node.json';
import setVariable from './setVariable/node.json';
import simpleChatEngine from './simpleChatEngine/node.json';
import sqlDatabaseChain from './sqlDatabaseChain/node.json';
import stickyNote from './stickyNote/node.json';
import structuredOutputParser from './structuredOutputParser/node.json';

/**
 * Node definitions of models, memory, prompts, output parsers, chains, engines, moderation and
 * utilities, by the peer's names. JSON imports are typed loosely; the registry checks each
 * against the node-definition schema.
 */
export const coreNodes = [
  RedisBackedChatMemory,
  advancedStructuredOutputParser,
  azureChatOpenAI,
  azureChatOpenAI_LlamaIndex,
  bufferMemory,
  bufferWindowMemory,
  chatAnthropic,
  chatAnthropic_LlamaIndex,
  chatGoogleGenerativeAI,
  chatMistralAI,
  chatOllama,
  chatOpenAI,
  chatOpenAICustom,
  chatOpenAI_LlamaIndex,
  chatPromptTemplate,
  conversationChain,
  conversationSummaryBufferMemory,
  conversationSummaryMemory,
  csvOutputParser,
  customFunction,
  customListOutputParser,
  fewShotPromptTemplate,
  getApiChain,
  getVariable,
  groqChat,
  huggingFaceInference_LLMs,
  replicate,
  ifElseFunction,
  inputModerationOpenAI,
  inputModerationSimple,
  llmChain,
  multiPromptChain,
  ollama,
  openAI,
  postApiChain,
  promptRetriever,
  promptTemplate,
  setVariable,
  simpleChatEngine,
  sqlDatabaseChain,
  stickyNote,
  structuredOutputParser,
] as unknown as NodeDefinition[];
