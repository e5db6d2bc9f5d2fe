import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../../../host/server/config.ts';
import type { EngineServices } from '../../../../host/server/engine/engineTypes.ts';
import type { Database } from '../../../../host/server/db/Database.ts';
import { httpError } from '../../../../host/server/http/HttpError.ts';
import { createEmbeddingModel, type Embedder, embeddingProvider } from '../../../agentflow/public.ts';
import { resolveCredential } from '../../../credentials/public.ts';

/** What embedding needs of the server config: the key folder and the outgoing-address policy. */
export type StoreConfig = Pick<ServerConfig, 'dataDir' | 'allowPrivate'>;

/** A store's embeddings choice as saved in document_store.embedding_config. */
export interface EmbeddingChoice {
  name: string;
  config: Record<string, unknown>;
}

/**
 * The services createEmbeddingModel needs, outside a flow run: credentials resolved only within
 * this workspace (or shared with it), and the outgoing-address policy the flows use.
 */
export function storeServices(
  db: Kysely<Database>,
  workspaceId: string,
  config: StoreConfig,
): Pick<EngineServices, 'credential' | 'allowPrivate'> {
  return {
    credential: async (id) => {
      const c = await resolveCredential(db, workspaceId, id, config);
      return { credentialName: c.credentialName, data: c.data as Record<string, unknown> };
    },
    allowPrivate: config.allowPrivate,
  };
}

/** 400 naming the field when the choice is not an embeddings provider we can build. */
export function checkEmbeddingChoice(name: unknown, field = 'embeddingName'): string {
  if (typeof name !== 'string' || !embeddingProvider(name))
    throw httpError(
      400,
      `${field} must name an embeddings provider (GET /document-store/components/embeddings)`,
    );
  return name;
}

/** The embedder for a saved choice; a bad credential or setting answers 400. */
export async function storeEmbedder(
  db: Kysely<Database>,
  workspaceId: string,
  config: StoreConfig,
  choice: EmbeddingChoice,
): Promise<Embedder> {
  const services = storeServices(db, workspaceId, config) as EngineServices;
  try {
    return await createEmbeddingModel(choice.name, choice.config, { services, addSecret: () => {} });
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw httpError(400, `embeddingConfig: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Identifies the model that made a vector: a provider/model/base URL change means re-embedding. */
export function embeddingKey(embedder: Embedder, choice: EmbeddingChoice): string {
  const c = choice.config;
  const base = c.basepath ?? c.basePath ?? c.baseURL ?? c.baseUrl ?? '';
  return `${embedder.provider}|${embedder.modelName}|${String(base)}`;
}
