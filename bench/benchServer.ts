import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../host/server/app.ts';
import { parseConfig } from '../host/server/config.ts';
import type { Database } from '../host/server/db/Database.ts';
import type { DatabaseHandle } from '../host/server/db/openDatabase.ts';
import { flowEdge, flowNode } from '../host/server/engine/testFlow.ts';
import { builtinPlugins } from '../plugins/builtin.ts';

/**
 * The real server with the built-in plugins on `database`, listening on a loopback port, silent,
 * allowed to reach the benchmarks' model servers on 127.0.0.1; `env` adds settings (OTEL_*).
 */
export async function startBenchServer(
  database: DatabaseHandle,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; url: string }> {
  const config = parseConfig(
    { LOG_LEVEL: 'silent', PORT: '0', DATA_DIR: dataDir, HTTP_ALLOW_PRIVATE: '127.0.0.1', ...env },
    { defaultHost: '127.0.0.1' },
  );
  const app = await buildApp(config, builtinPlugins, { database, webRoot: join(dataDir, 'no-web') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/** A Start -> LLM agent flow on an OpenAI-compatible model server; returns its id. */
export async function insertLlmFlow(
  db: Kysely<Database>,
  modelBaseURL: string,
  name: string,
): Promise<string> {
  const id = randomUUID();
  const llmModelConfig = {
    modelName: 'bench-model',
    baseUrl: modelBaseURL,
    llmModel: 'chatOpenAICompatible',
  };
  await db
    .insertInto('chat_flow')
    .values({
      id,
      workspace_id: 'default',
      name,
      type: 'AGENTFLOW',
      flow_data: JSON.stringify({
        nodes: [
          flowNode('startAgentflow_0', 'startAgentflow', { startInputType: 'chatInput' }),
          flowNode('llmAgentflow_0', 'llmAgentflow', { llmModel: 'chatOpenAICompatible', llmModelConfig }),
        ],
        edges: [flowEdge('startAgentflow_0', 'llmAgentflow_0')],
      }),
    })
    .execute();
  return id;
}
