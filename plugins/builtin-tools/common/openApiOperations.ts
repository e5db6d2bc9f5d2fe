/**
 * The operations of an OpenAPI 3 document as tools: a name, a description and the JSON Schema of
 * their arguments (path, query and header parameters by name, the JSON body as `requestBody`).
 * Local $refs (#/components/...) are resolved; cycles stop at a plain object.
 */
export interface OpenApiOperation {
  name: string;
  description: string;
  method: string;
  path: string;
  /** Parameters by location. */
  params: { name: string; in: 'path' | 'query' | 'header' }[];
  hasBody: boolean;
  schema: Record<string, unknown>;
}

type Json = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function resolveRefs(doc: Json, value: unknown, seen: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveRefs(doc, v, seen));
  if (!isObject(value)) return value;
  const ref = value.$ref;
  if (typeof ref === 'string') {
    if (!ref.startsWith('#/') || seen.includes(ref) || seen.length > 20) return { type: 'object' };
    let target: unknown = doc;
    for (const part of ref.slice(2).split('/'))
      target = isObject(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    return resolveRefs(doc, target ?? { type: 'object' }, [...seen, ref]);
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveRefs(doc, v, seen)]));
}

/** A tool name from an operation: its operationId, else method and path (letters, digits, _ and -). */
function toolName(method: string, path: string, op: Json): string {
  const raw = typeof op.operationId === 'string' && op.operationId ? op.operationId : `${method}${path}`;
  return (
    raw
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 64) || method
  );
}

export function openApiOperations(spec: unknown): { baseUrl: string; operations: OpenApiOperation[] } {
  if (!isObject(spec) || !isObject(spec.paths)) throw new Error('The OpenAPI document has no paths');
  const doc = spec;
  const servers = Array.isArray(doc.servers) ? doc.servers : [];
  const baseUrl = isObject(servers[0]) && typeof servers[0].url === 'string' ? servers[0].url : '';
  const operations: OpenApiOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    if (!isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const properties: Json = {};
      const required: string[] = [];
      const params: OpenApiOperation['params'] = [];
      for (const raw of [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])]) {
        const p = resolveRefs(doc, raw) as Json;
        const where = p.in;
        if (typeof p.name !== 'string' || (where !== 'path' && where !== 'query' && where !== 'header'))
          continue;
        params.push({ name: p.name, in: where });
        properties[p.name] = {
          ...(isObject(p.schema) ? p.schema : { type: 'string' }),
          ...(typeof p.description === 'string' ? { description: p.description } : {}),
        };
        if (p.required === true || where === 'path') required.push(p.name);
      }
      const body = resolveRefs(doc, op.requestBody) as Json | undefined;
      const content = isObject(body?.content) ? (body.content as Json) : {};
      const json = content['application/json'];
      const hasBody = isObject(json);
      if (hasBody) {
        properties.requestBody = isObject(json.schema) ? json.schema : { type: 'object' };
        if (body?.required === true) required.push('requestBody');
      }
      const summary = [op.summary, op.description].filter((s) => typeof s === 'string' && s).join(' ');
      operations.push({
        name: toolName(method, path, op),
        description: summary || `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        params,
        hasBody,
        schema: { type: 'object', properties, ...(required.length ? { required } : {}) },
      });
    }
  }
  return { baseUrl, operations };
}

/** Drops null, undefined and empty-string values (the toolkit's Remove null parameters). */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => [k, withoutNulls(v)]),
  );
}
