/** What the reference needs of a mounted route (host/server/plugin/RouteTable.ts's MountedRoute). */
export interface ReferencedRoute {
  method: string;
  url: string;
  owner: string;
  permission?: string;
  feature?: string;
  public: boolean;
  bodySchema?: object;
}

/** Schemas by $id (schemas/api) may not resolve outside the server: point readers at the schema's id instead. */
function portable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(portable);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === '$ref' && typeof v === 'string' && !v.startsWith('#')) out.description = `See ${v}`;
    else out[k] = portable(v);
  }
  return out;
}

/**
 * An OpenAPI 3.1 document of the mounted routes: one operation per route, tagged by the plugin that
 * owns it, its path parameters, its JSON body schema, and who may call it (x-permission,
 * x-feature; public routes have no security). Built from the live route table, so it lists exactly
 * what this server, with its edition and plugins, serves.
 */
export function openApiDocument(
  routes: readonly ReferencedRoute[],
  version: string,
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of [...routes].sort(
    (a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method),
  )) {
    if (r.method === 'OPTIONS') continue;
    const path = r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const params = [...r.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const op: Record<string, unknown> = {
      tags: [r.owner],
      operationId: `${r.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      ...(params.length ? { parameters: params } : {}),
      ...(r.bodySchema
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: portable(r.bodySchema) } },
            },
          }
        : {}),
      responses: { default: { description: 'JSON; errors carry statusCode and message' } },
      ...(r.public ? { security: [] } : {}),
      ...(r.permission ? { 'x-permission': r.permission } : {}),
      ...(r.feature ? { 'x-feature': r.feature } : {}),
    };
    paths[path] = { ...paths[path], [r.method.toLowerCase()]: op };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Brains Studio API',
      version,
      description:
        'Every route under /api/v1 of this server. Calls need a session cookie or an API key (Authorization: Bearer <key>) unless marked public; x-permission lists the permissions of which any one is required.',
    },
    servers: [{ url: '/' }],
    components: { securitySchemes: { apiKey: { type: 'http', scheme: 'bearer' } } },
    security: [{ apiKey: [] }],
    paths,
  };
}
