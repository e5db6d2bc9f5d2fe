import type { EmbeddingProvider } from '../../agentflow/public.ts';
import type { StoreComponent } from './componentTypes.ts';

/** An embeddings or vector-store component: a StoreComponent with the node's credential picker. */
export interface VectorComponent extends StoreComponent {
  credential?: {
    label: string;
    name: 'credential';
    type: 'credential';
    credentialNames: string[];
    optional?: boolean;
  };
}

/** The built-in vector store: pgvector (or its portable fallback) in the app's own database. */
export const BUILTIN_VECTOR_STORE = 'pgvector';

/** GET /document-store/components/embeddings: the providers the flows' model layer builds. */
export function embeddingComponents(providers: readonly EmbeddingProvider[]): VectorComponent[] {
  return providers.map((p) => ({
    label: p.label,
    name: p.name,
    version: 1,
    type: p.label.replace(/\s+/g, ''),
    icon: 'BrainCircuit24Regular',
    category: 'Embeddings',
    description: `Embeds chunks and queries with ${p.label}`,
    baseClasses: ['Embeddings'],
    credential: {
      label: 'Connect Credential',
      name: 'credential',
      type: 'credential',
      credentialNames: p.credentialNames,
      ...(p.credentialOptional ? { optional: true } : {}),
    },
    inputs: [
      {
        label: p.name === 'azureOpenAIEmbeddings' ? 'Deployment Name' : 'Model Name',
        name: 'modelName',
        type: 'string',
        ...(p.defaultModel ? { default: p.defaultModel } : {}),
        optional: p.defaultModel !== '' || p.name === 'azureOpenAIEmbeddings',
      },
      {
        label: 'Base URL',
        name: 'basepath',
        type: 'string',
        optional: true,
        additionalParams: !p.baseURL && p.name !== 'openAICompatibleEmbeddings',
        ...(p.baseURL ? { default: p.baseURL } : {}),
        description:
          'An OpenAI-compatible server; its address must be allowed by HTTP_ALLOW_PRIVATE when private',
      },
    ],
  }));
}

/** GET /document-store/components/vectorstore. */
export const VECTOR_STORE_COMPONENTS: readonly VectorComponent[] = [
  {
    label: 'Built-in (pgvector)',
    name: BUILTIN_VECTOR_STORE,
    version: 1,
    type: 'Postgres',
    icon: 'Database24Regular',
    category: 'Vector Stores',
    description:
      "Vectors in the app's own database: pgvector with an HNSW index and cosine distance (an exact scan where PostgreSQL lacks pgvector)",
    baseClasses: ['VectorStore', 'VectorStoreRetriever'],
    inputs: [
      {
        label: 'Top K',
        name: 'topK',
        type: 'number',
        default: 4,
        optional: true,
        description: 'How many chunks a query returns',
      },
    ],
  },
];
