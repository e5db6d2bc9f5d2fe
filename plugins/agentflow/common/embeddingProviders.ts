/**
 * Embedding model providers (the peer's component names) the engine can build with the ai SDK,
 * as pure data: the node forms list them (listEmbeddings) and createEmbeddingModel reads the same
 * credential types, default model and base URL. Anthropic offers no embeddings.
 */
export interface EmbeddingProvider {
  name: string;
  label: string;
  credentialNames: string[];
  /** Servers on the user's machine need no key. */
  credentialOptional?: boolean;
  defaultModel: string;
  /** OpenAI-protocol servers: the base URL when the config names none. */
  baseURL?: string;
}

export const EMBEDDING_PROVIDERS: readonly EmbeddingProvider[] = [
  {
    name: 'openAIEmbeddings',
    label: 'OpenAI Embeddings',
    credentialNames: ['openAIApi'],
    defaultModel: 'text-embedding-3-small',
  },
  {
    name: 'azureOpenAIEmbeddings',
    label: 'Azure OpenAI Embeddings',
    credentialNames: ['azureOpenAIApi'],
    defaultModel: '',
  },
  {
    name: 'googleGenerativeAiEmbeddings',
    label: 'GoogleGenerativeAI Embeddings',
    credentialNames: ['googleGenerativeAI'],
    defaultModel: 'text-embedding-004',
  },
  {
    name: 'ollamaEmbeddings',
    label: 'Ollama Embeddings',
    credentialNames: ['openAICompatibleApi'],
    credentialOptional: true,
    defaultModel: 'nomic-embed-text',
    baseURL: 'http://127.0.0.1:11434/v1',
  },
  {
    name: 'openAICompatibleEmbeddings',
    label: 'OpenAI-compatible Embeddings',
    credentialNames: ['openAICompatibleApi'],
    credentialOptional: true,
    defaultModel: '',
  },
];

export function embeddingProvider(name: unknown): EmbeddingProvider | undefined {
  return EMBEDDING_PROVIDERS.find((p) => p.name === name);
}
