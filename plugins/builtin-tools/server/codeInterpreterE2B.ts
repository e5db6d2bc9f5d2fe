import type { ToolProvider, ToolProviderContext } from '../../../host/server/engine/toolProvider.ts';
import { parseE2BOutput } from '../common/e2bExecution.ts';
import { plainText, str } from './configValues.ts';
import { credentialOf } from './credentialOf.ts';
import { cut, fetchJson, jsonBody } from './httpJson.ts';

const TOOL = 'Code Interpreter by E2B';
/** E2B's public API and its sandboxes' domain; TOOL_BASE_URLS `codeInterpreterE2B` replaces the API. */
const API = 'https://api.e2b.app';
/** The code-interpreter template and the port its Jupyter server listens on in a sandbox. */
const TEMPLATE = 'code-interpreter-v1';
const JUPYTER_PORT = 49999;
/** Seconds a sandbox lives if deleting it fails (E2B kills it then). */
const SANDBOX_SECONDS = 300;

const DEFAULT_DESCRIPTION =
  'Runs Python code in a fresh sandbox and answers what it prints and its last value. Send a whole script each time, as plain Python (no markdown); print what you want to see. Common packages (requests, numpy, pandas, matplotlib) are installed.';

interface Sandbox {
  id: string;
  domain: string;
  accessToken?: string;
  trafficToken?: string;
}

async function createSandbox(ctx: ToolProviderContext, api: string, apiKey: string): Promise<Sandbox> {
  const created = (await fetchJson(
    ctx,
    TOOL,
    `${api}/v2/sandboxes`,
    jsonBody({ templateID: TEMPLATE, timeout: SANDBOX_SECONDS }, { 'x-api-key': apiKey }),
  )) as Record<string, unknown>;
  const id = typeof created.sandboxID === 'string' ? created.sandboxID : '';
  if (!/^[A-Za-z0-9-]+$/.test(id)) throw new Error(`${TOOL}: E2B answered no sandbox id`);
  const token = (k: string) =>
    typeof created[k] === 'string' && created[k] ? String(created[k]) : undefined;
  return {
    id,
    domain: token('domain') ?? 'e2b.app',
    accessToken: token('envdAccessToken'),
    trafficToken: token('trafficAccessToken'),
  };
}

/**
 * Code Interpreter by E2B, by the peer's name and inputs: the model's Python runs in a new E2B
 * sandbox (created, run once, deleted), spoken to over E2B's HTTP API through the guarded fetch.
 * Images a cell shows are named in the answer, not kept.
 */
export const codeInterpreterE2B: ToolProvider = {
  name: 'codeInterpreterE2B',
  label: TOOL,
  description: 'Execute code in a sandbox environment',
  category: 'Tools',
  credentialNames: ['E2BApi'],
  inputs: [
    { label: 'Tool Name', name: 'toolName', type: 'string', default: 'code_interpreter' },
    { label: 'Tool Description', name: 'toolDesc', type: 'string', rows: 4, optional: true },
  ],
  async tools(c, ctx) {
    // Model APIs take letters, digits, _ and - only; the peer let any name through.
    const name = str(c, 'toolName', 'code_interpreter')
      .replace(/[^A-Za-z0-9_-]/g, '_')
      .slice(0, 64);
    return [
      {
        name,
        description: plainText(c.toolDesc) || DEFAULT_DESCRIPTION,
        schema: {
          type: 'object',
          properties: { input: { type: 'string', description: 'Python code to run in the sandbox' } },
          required: ['input'],
        },
        async run(args, signal) {
          const code = String(args.input ?? args.code ?? '');
          if (!code.trim()) return 'No input provided';
          const e2bApiKey = (await credentialOf(c, ctx, TOOL, ['e2bApiKey'])).e2bApiKey ?? '';
          const api = ctx.baseURL('codeInterpreterE2B', API).replace(/\/+$/, '');
          const box = await createSandbox(ctx, api, e2bApiKey);
          try {
            // E2B's own override (E2B_SANDBOX_URL) points every sandbox at one address; the
            // sandbox is then named by header, as it always is.
            const direct = ctx.baseURL('codeInterpreterE2BSandbox', '').replace(/\/+$/, '');
            const url = `${direct || `https://${JUPYTER_PORT}-${box.id}.${box.domain}`}/execute`;
            const headers: Record<string, string> = {
              'e2b-sandbox-id': box.id,
              'e2b-sandbox-port': String(JUPYTER_PORT),
            };
            if (box.accessToken) headers['x-access-token'] = box.accessToken;
            if (box.trafficToken) headers['e2b-traffic-access-token'] = box.trafficToken;
            const res = await ctx.fetch(url, { ...jsonBody({ code, language: 'python' }, headers), signal });
            const text = res.text();
            if (!res.ok)
              throw new Error(`${TOOL}: the sandbox answered HTTP ${res.status}: ${text.slice(0, 300)}`);
            return cut(parseE2BOutput(text));
          } finally {
            // Deleting is best effort: the sandbox ends by itself after SANDBOX_SECONDS.
            await ctx
              .fetch(`${api}/sandboxes/${box.id}`, { method: 'DELETE', headers: { 'x-api-key': e2bApiKey } })
              .catch(() => undefined);
          }
        },
      },
    ];
  },
};
