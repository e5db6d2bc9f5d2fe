import { createGuardedFetch } from '../../../../host/server/sandbox/guardedFetch.ts';
import { numberInput, textInput } from '../componentInputs.ts';
import type { BuildContext, ChatflowComponent, ToolInstance } from '../componentTypes.ts';

function jsonText(ctx: BuildContext, name: string, what: string): Record<string, unknown> | undefined {
  const text = textInput(ctx, name).trim();
  if (!text) return undefined;
  try {
    const v = JSON.parse(text);
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new Error(`${what} must be a JSON object`);
}

const stringHeaders = (h: Record<string, unknown> | undefined) =>
  Object.fromEntries(Object.entries(h ?? {}).map(([k, v]) => [k, String(v)]));

/**
 * Requests Get / Requests Post: the agent sends one HTTP request through the guarded fetch
 * (private addresses refused unless HTTP_ALLOW_PRIVATE allows them). A URL set on the node is
 * fixed; else the agent gives it. The answer's text is cut at Max Output Length.
 */
function requestsTool(method: 'GET' | 'POST'): ChatflowComponent {
  const k = method === 'GET' ? 'requestsGet' : 'requestsPost';
  return {
    async init(ctx): Promise<ToolInstance> {
      const fixedUrl = textInput(ctx, `${k}Url`).trim();
      const headers = stringHeaders(jsonText(ctx, `${k}Headers`, 'Headers'));
      const maxLength = numberInput(ctx, `${k}MaxOutputLength`, 2000);
      const fixedBody = method === 'POST' ? textInput(ctx, 'requestPostBody').trim() : '';
      const argSchema =
        method === 'GET'
          ? jsonText(ctx, 'requestsGetQueryParamsSchema', 'Query Params Schema')
          : jsonText(ctx, 'requestsPostBodySchema', 'Body Schema');
      const properties: Record<string, unknown> = {};
      const required: string[] = [];
      if (!fixedUrl) {
        properties.url = { type: 'string', description: 'The full URL to request' };
        required.push('url');
      }
      if (method === 'GET')
        properties.queryParams = argSchema ?? {
          type: 'object',
          description: 'Query parameters to add to the URL',
        };
      else if (!fixedBody) {
        properties.body = argSchema ?? { type: 'object', description: 'The JSON body to send' };
        required.push('body');
      }
      const fetch = createGuardedFetch({ allowPrivate: ctx.run.services.allowPrivate });
      return {
        kind: 'tool',
        name: textInput(ctx, `${k}Name`) || `requests_${method.toLowerCase()}`,
        description:
          textInput(ctx, `${k}Description`) ||
          (method === 'GET'
            ? 'Fetches a web address and returns its text. Use it to read an API or a page.'
            : 'Sends JSON to a web address with POST and returns the answer text.'),
        schema: { type: 'object', properties, required },
        async call(args, signal) {
          const url = new URL(fixedUrl || String(args.url ?? ''));
          const query = args.queryParams;
          if (query && typeof query === 'object')
            for (const [name, v] of Object.entries(query)) url.searchParams.set(name, String(v));
          const body = method === 'POST' ? fixedBody || JSON.stringify(args.body ?? {}) : undefined;
          const res = await fetch(url.toString(), {
            method,
            headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
            ...(body ? { body } : {}),
            signal,
          });
          const text = res.text();
          if (!res.ok) throw new Error(`HTTP ${res.status} ${res.statusText}: ${text.slice(0, 300)}`);
          return text.length > maxLength ? text.slice(0, maxLength) : text;
        },
      };
    },
  };
}

export const requestsGet = requestsTool('GET');
export const requestsPost = requestsTool('POST');
