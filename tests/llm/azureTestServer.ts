import {
  type OpenAITestServer,
  type OpenAITestServerOptions,
  startOpenAITestServer,
} from './openaiTestServer.ts';

export interface AzureTestServerOptions extends Omit<OpenAITestServerOptions, 'route'> {
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
    route(req, url) {
      const m = /^\/openai\/deployments\/([^/]+)\/(chat\/completions|embeddings)$/.exec(url.pathname);
      if (!m || req.method !== 'POST') return undefined;
      const key = req.headers['api-key'];
      if (!key || (options.apiKey !== undefined && key !== options.apiKey)) {
        return {
          status: 401,
          message: 'Access denied due to invalid subscription key or wrong API endpoint.',
        };
      }
      if (!url.searchParams.get('api-version')) {
        return { status: 404, message: 'Resource not found (the api-version query parameter is required)' };
      }
      if (options.deployments && !options.deployments.includes(decodeURIComponent(m[1] ?? ''))) {
        return { status: 404, message: 'The API deployment for this resource does not exist.' };
      }
      return m[2] === 'embeddings' ? 'embeddings' : 'chat';
    },
  });
  return Object.assign(server, { azureBaseURL: `${server.url}/openai` });
}
