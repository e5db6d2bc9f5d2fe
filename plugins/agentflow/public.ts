/**
 * What other plugins may use of agentflow: the model layer's embeddings (document stores embed
 * chunks and queries with the same providers, credentials and guarded fetch the flows use).
 */
export {
  createEmbeddingModel,
  type Embedder,
  type Embeddings,
  embedTexts,
} from './server/models/createEmbeddingModel.ts';
export {
  EMBEDDING_PROVIDERS,
  type EmbeddingProvider,
  embeddingProvider,
} from './common/embeddingProviders.ts';
export { type ChatModel, createChatModel, credentialIdOf } from './server/models/createChatModel.ts';
// Chatflow components call models the way agentflow nodes do (streaming, usage, safe errors).
export { type Reply, generateReply } from './server/models/generateReply.ts';
export { addUsage, type UsageSource, usageOf } from './server/models/usageOf.ts';
export { shortReason } from './server/models/safeModelError.ts';
export { withFiles } from './server/models/buildMessages.ts';
export { withSafeErrors } from './server/models/safeModelError.ts';
// The provider and model catalogue node-options lists models from.
export { CHAT_MODEL_PROVIDERS } from './common/chatModelProviders.ts';
export { type ChatModelDefinition, chatModelDefinition } from './common/chatModels.ts';
export { listProviderModels, ModelListError } from './server/models/listProviderModels.ts';
export { apiKeyKeys, BASE_URL_KEYS, settingPicker } from './server/models/modelSettings.ts';
