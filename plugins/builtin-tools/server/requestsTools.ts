import type { InputParam } from '../../../node-registry/types.ts';
import type { RunnableTool, ToolProvider } from '../../../host/server/engine/toolProvider.ts';
import { type Config, jsonObject, num, plainText, str } from './configValues.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const CAP: Record<Method, string> = { GET: 'Get', POST: 'Post', PUT: 'Put', DELETE: 'Delete' };

/** Each field of a peer-style schema ({ id: { type, in, required, description } }) as a JSON Schema. */
function argsSchema(fields: Record<string, unknown> | undefined, what: string): Record<string, unknown> {
  if (!fields || !Object.keys(fields).length)
    return { type: 'object', description: `Optional ${what}`, additionalProperties: true };
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const [key, raw] of Object.entries(fields)) {
    const f = (raw ?? {}) as Record<string, unknown>;
    const type = ['number', 'boolean', 'object', 'array'].includes(String(f.type))
      ? String(f.type)
      : 'string';
    properties[key] = { type, ...(typeof f.description === 'string' ? { description: f.description } : {}) };
    if (f.required === true) required.push(key);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** The URL with path parameters put in (`:id`, or appended) and query parameters added. */
export function requestUrl(
  base: string,
  given: Record<string, unknown> | undefined,
  fields: Record<string, unknown> | undefined,
): string {
  let url = base;
  const query: [string, string][] = [];
  const appended: string[] = [];
  for (const [key, value] of Object.entries(given ?? {})) {
    if (value === undefined || value === null) continue;
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    const where = (fields?.[key] as { in?: unknown } | undefined)?.in;
    if (where === 'path') {
      if (url.includes(`:${key}`)) url = url.replace(new RegExp(`:${key}\\b`, 'g'), encodeURIComponent(text));
      else appended.push(encodeURIComponent(text));
    } else query.push([key, text]);
  }
  if (appended.length) url = `${url.replace(/\/+$/, '')}/${appended.join('/')}`;
  const u = new URL(url);
  for (const [k, v] of query) u.searchParams.append(k, v);
  return u.toString();
}

function inputs(method: Method): InputParam[] {
  const k = `requests${CAP[method]}`;
  const hasBody = method === 'POST' || method === 'PUT';
  return [
    {
      label: 'URL',
      name: `${k}Url`,
      type: 'string',
      acceptVariable: true,
      optional: true,
      description: 'The URL to request; without one the model gives it',
    },
    {
      label: 'Name',
      name: `${k}Name`,
      type: 'string',
      default: `requests_${method.toLowerCase()}`,
      optional: true,
    },
    { label: 'Description', name: `${k}Description`, type: 'string', rows: 4, optional: true },
    { label: 'Headers', name: `${k}Headers`, type: 'string', rows: 4, optional: true, acceptVariable: true },
    ...(hasBody
      ? ([
          {
            label: 'Body',
            name: `request${CAP[method]}Body`,
            type: 'string',
            rows: 4,
            optional: true,
            acceptVariable: true,
          },
          {
            label: 'Body Schema',
            name: `${k}BodySchema`,
            type: 'code',
            optional: true,
            description:
              'The body fields the model fills in: { "name": { "type": "string", "required": true } }',
          },
        ] satisfies InputParam[])
      : ([
          {
            label: 'Query Params Schema',
            name: `${k}QueryParamsSchema`,
            type: 'code',
            optional: true,
            description:
              'Parameters the model fills in: { "id": { "type": "string", "in": "path", "required": true } } (in: path or query)',
          },
        ] satisfies InputParam[])),
    {
      label: 'Max Output Length',
      name: `${k}MaxOutputLength`,
      type: 'number',
      default: 2000,
      optional: true,
      additionalParams: true,
    },
  ];
}

function requestsTool(method: Method): ToolProvider {
  const k = `requests${CAP[method]}`;
  const hasBody = method === 'POST' || method === 'PUT';
  return {
    name: k,
    label: `Requests ${CAP[method]}`,
    description: `Execute HTTP ${method} requests`,
    category: 'Tools',
    inputs: inputs(method),
    async tools(c: Config, ctx): Promise<RunnableTool[]> {
      // A URL on the node is fixed; without one the model gives it.
      const fixedUrl = str(c, `${k}Url`);
      const headers = Object.fromEntries(
        Object.entries(jsonObject(c, `${k}Headers`, 'Headers') ?? {}).map(([n, v]) => [n, String(v)]),
      );
      const maxLength = num(c, `${k}MaxOutputLength`, 2000);
      const fields = hasBody
        ? jsonObject(c, `${k}BodySchema`, 'Body Schema')
        : jsonObject(c, `${k}QueryParamsSchema`, 'Query Params Schema');
      const fixedBody = hasBody ? jsonObject(c, `request${CAP[method]}Body`, 'Body') : undefined;
      const arg = hasBody ? 'body' : 'queryParams';
      return [
        {
          name: str(c, `${k}Name`, `requests_${method.toLowerCase()}`),
          description:
            plainText(c[`${k}Description`]) ||
            `Use this when you need to execute a ${method} request to ${hasBody ? 'send data to' : 'get data from'} a website.`,
          schema: {
            type: 'object',
            properties: {
              ...(fixedUrl ? {} : { url: { type: 'string', description: 'The full URL to request' } }),
              [arg]: argsSchema(fields, hasBody ? 'body data' : 'query parameters'),
            },
            required: [...(fixedUrl ? [] : ['url']), ...(hasBody && !fixedBody ? ['body'] : [])],
          },
          async run(args, signal) {
            const url = fixedUrl || String(args.url ?? '');
            if (!url) throw new Error('A URL is required');
            const given = (args[arg] ?? {}) as Record<string, unknown>;
            const target = hasBody ? url : requestUrl(url, given, fields);
            const body = hasBody ? JSON.stringify({ ...fixedBody, ...given }) : undefined;
            const res = await ctx.fetch(target, {
              method,
              headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
              ...(body ? { body } : {}),
              signal,
            });
            const text = res.text();
            if (!res.ok) throw new Error(`HTTP ${res.status} ${res.statusText}: ${text.slice(0, 300)}`);
            return text.length > maxLength ? text.slice(0, maxLength) : text;
          },
        },
      ];
    },
  };
}

export const requestsGet = requestsTool('GET');
export const requestsPost = requestsTool('POST');
export const requestsPut = requestsTool('PUT');
export const requestsDelete = requestsTool('DELETE');
