import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { startOpenAITestServer, type OpenAITestServer } from '../../llm/openaiTestServer.ts';
import { startTestServer, type TestServer } from '../startTestServer.ts';
import { workspaceHeaderPolicy } from '../workspaceHeader.ts';
import { insertChunks } from './insertChunks.ts';
import { caller } from './storeHarness.ts';

/**
 * A server (any workspace by header) and an OpenAI-compatible embeddings server on loopback,
 * started in beforeAll of the calling file. Chunks are written straight into the tables (as a
 * processed loader leaves them), so these tests do not depend on loaders.
 */
export function vectorHarness() {
  let server: TestServer | undefined;
  let llm: OpenAITestServer | undefined;
  beforeAll(async () => {
    [server, llm] = await Promise.all([
      startTestServer({ accessPolicy: workspaceHeaderPolicy, env: { HTTP_ALLOW_PRIVATE: '127.0.0.1' } }),
      startOpenAITestServer(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server?.close(), llm?.close()]);
  });
  const started = () => {
    if (!server || !llm) throw new Error('the vector test servers are not started yet');
    return { server, llm };
  };
  const call: ReturnType<typeof caller> = (...args) => caller(started().server)(...args);

  /** Embeddings settings of the test server: hashed bags of words of `dims` numbers. */
  const embedding = (dims = 64) => ({
    embeddingName: 'openAICompatibleEmbeddings',
    embeddingConfig: { basepath: started().llm.baseURL, modelName: `words-${dims}` },
  });

  /** A store with one loader holding `texts` as chunks; returns the store and chunk ids. */
  async function storeWithChunks(texts: string[], workspace?: string) {
    const created = await call('POST', '/document-store/store', { name: `Store ${randomUUID()}` }, workspace);
    expect(created.status).toBe(201);
    const storeId = created.body.id as string;
    const workspaceId = created.body.workspaceId as string;
    const { loaderId, chunkIds } = await insertChunks(
      started().server.app.brains.db,
      storeId,
      workspaceId,
      texts,
    );
    return { storeId, loaderId, chunkIds, workspaceId };
  }

  return {
    get server() {
      return started().server;
    },
    get llm() {
      return started().llm;
    },
    call,
    embedding,
    storeWithChunks,
  };
}
