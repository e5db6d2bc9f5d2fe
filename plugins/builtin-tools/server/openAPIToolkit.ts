import type { RunnableTool, ToolProvider } from '../../../host/server/engine/toolProvider.ts';
import { decodeDataUris } from '../../document-stores/public.ts';
import { type OpenApiOperation, openApiOperations, withoutNulls } from '../common/openApiOperations.ts';
import { bool, type Config, jsonObject } from './configValues.ts';

const MAX_OUTPUT = 8000;

/** The spec file's text as a document: JSON, or YAML (the yaml package, loaded when a spec needs it). */
async function parseSpec(yamlFile: unknown): Promise<unknown> {
  const [file] = decodeDataUris(typeof yamlFile === 'string' ? yamlFile : '');
  if (!file) throw new Error('OpenAPI Toolkit: upload an OpenAPI file');
  const text = new TextDecoder().decode(file.bytes).replace(/^\uFEFF/, '');
  if (/^\s*[{[]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch (err) {
      throw new Error(`File '${file.name}' is not valid JSON: ${(err as Error).message}`);
    }
  }
  const { parse } = await import('yaml');
  try {
    return parse(text);
  } catch (err) {
    throw new Error(`File '${file.name}' is not valid YAML: ${(err as Error).message}`);
  }
}

/**
 * OpenAPI Toolkit: one tool per operation of the uploaded specification, each calling the API
 * through the guarded fetch with the config's headers. (The peer's Custom Code param is kept for
 * imported flows; calls are made here, not in user code.) `returnDirect` is read by chatflows.
 */
export const openAPIToolkit: ToolProvider & { returnDirect(c: Config): boolean } = {
  name: 'openAPIToolkit',
  label: 'OpenAPI Toolkit',
  description: 'Load OpenAPI specification, and converts each API endpoint to a tool',
  category: 'Tools',
  inputs: [
    { label: 'YAML File', name: 'yamlFile', type: 'file', fileType: '.yaml,.yml,.json' },
    { label: 'Return Direct', name: 'returnDirect', type: 'boolean', optional: true },
    { label: 'Headers', name: 'headers', type: 'json', optional: true, additionalParams: true },
    {
      label: 'Remove null parameters',
      name: 'removeNulls',
      type: 'boolean',
      optional: true,
      additionalParams: true,
    },
    { label: 'Custom Code', name: 'customCode', type: 'code', optional: true, hidden: true },
  ],
  returnDirect: (c) => bool(c, 'returnDirect'),
  async tools(c, ctx): Promise<RunnableTool[]> {
    const { baseUrl, operations } = openApiOperations(await parseSpec(c.yamlFile));
    if (!baseUrl) throw new Error('OpenAPI Toolkit: the specification names no server URL');
    if (!operations.length) throw new Error('OpenAPI Toolkit: the specification has no operations');
    const headers = Object.fromEntries(
      Object.entries(jsonObject(c, 'headers', 'Headers') ?? {}).map(([k, v]) => [k, String(v)]),
    );
    const removeNulls = bool(c, 'removeNulls');
    const callOperation = async (
      op: OpenApiOperation,
      given: Record<string, unknown>,
      signal: AbortSignal,
    ) => {
      const args = (removeNulls ? withoutNulls(given) : given) as Record<string, unknown>;
      let path = op.path;
      const query = new URLSearchParams();
      const sent: Record<string, string> = { ...headers };
      for (const p of op.params) {
        const v = args[p.name];
        if (v === undefined || v === null) continue;
        if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(v)));
        else if (p.in === 'query') query.set(p.name, typeof v === 'object' ? JSON.stringify(v) : String(v));
        else sent[p.name] = String(v);
      }
      const url = `${baseUrl.replace(/\/+$/, '')}${path}${query.size ? `?${query}` : ''}`;
      const body =
        op.hasBody && args.requestBody !== undefined ? JSON.stringify(args.requestBody) : undefined;
      const res = await ctx.fetch(url, {
        method: op.method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...sent },
        ...(body ? { body } : {}),
        signal,
      });
      const text = res.text();
      if (!res.ok) throw new Error(`HTTP ${res.status} ${res.statusText}: ${text.slice(0, 300)}`);
      return text.slice(0, MAX_OUTPUT);
    };
    return operations.map((op) => ({
      name: op.name,
      description: op.description,
      schema: op.schema,
      run: (args, signal) => callOperation(op, args, signal),
    }));
  },
};
