import {
  completeChat,
  embed,
  type OpenAITestServer,
  type OpenAITestServerOptions,
  startOpenAITestServer,
} from './openaiTestServer.ts';
import { keyAccepted, sendJson } from './scriptedServer.ts';

export interface AzureTestServerOptions extends Omit<OpenAITestServerOptions, 'routes'> {
  /** When set, the api-key header must equal it (else any non-empty key passes). */
  apiKey?: string;
  /** Deployments that exist; others answer 404 DeploymentNotFound. Default: any. */
  deployments?: string[];
}

export interface AzureTestServer extends OpenAITestServer {
  /** http://127.0.0.1:<port>/openai: what createAzure takes as baseURL. */
  azureBaseURL: string;
}

/** The deployment and api-version of a recorded request's path. */
export function azureTarget(path: string): { deployment?: string; apiVersion?: string } {
  const url = new URL(path, 'http://127.0.0.1');
  return {
    deployment: /^\/openai\/deployments\/([^/]+)\//.exec(url.pathname)?.[1],
    apiVersion: url.searchParams.get('api-version') ?? undefined,
  };
}

/**
 * An Azure OpenAI server on 127.0.0.1: the OpenAI test server's chat completions and embeddings
 * (same scripts, JSON and SSE) at Azure's layout, /openai/deployments/{deployment}/chat/completions
 * and /embeddings, with the api-version query parameter required and the api-key header checked.
 */
export async function startAzureTestServer(options: AzureTestServerOptions = {}): Promise<AzureTestServer> {
  const server = await startOpenAITestServer({
    ...options,
    routes: [
      {
        method: 'POST',
        path: /^\/openai\/deployments\/([^/]+)\/(chat\/completions|embeddings)$/,
        handle(ctx) {
          const { req, res, params } = ctx;
          const fail = (status: number, message: string) =>
            sendJson(res, status, { error: { message, code: String(status) } });
          if (!keyAccepted(req.headers['api-key'], options.apiKey)) {
            return fail(401, 'Access denied due to invalid subscription key or wrong API endpoint.');
          }
          if (!req.query.get('api-version')) {
            return fail(404, 'Resource not found (the api-version query parameter is required)');
          }
          if (options.deployments && !options.deployments.includes(decodeURIComponent(params[0] ?? ''))) {
            return fail(404, 'The API deployment for this resource does not exist.');
          }
          return params[1] === 'embeddings' ? embed(ctx) : completeChat(ctx);
        },
      },
    ],
  });
  return { ...server, azureBaseURL: `${server.url}/openai` };
}
