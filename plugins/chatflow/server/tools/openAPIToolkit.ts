import { createGuardedFetch } from '../../../../host/server/sandbox/guardedFetch.ts';
import { decodeDataUris } from '../../../document-stores/public.ts';
import { type OpenApiOperation, openApiOperations, withoutNulls } from '../../common/openApiOperations.ts';
import { booleanInput, objectInput } from '../componentInputs.ts';
import type { BuildContext, ChatflowComponent, ToolInstance } from '../componentTypes.ts';

const MAX_OUTPUT = 8000;

/** The spec file's text as a document: JSON, or YAML (the yaml package, loaded when a spec needs it). */
async function parseSpec(ctx: BuildContext): Promise<unknown> {
  const [file] = decodeDataUris(ctx.inputs.yamlFile ?? '');
  if (!file) throw new Error(`Upload an OpenAPI file`);
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
 * through the guarded fetch with the node's headers. (The peer's Custom Code param is kept for
 * imported flows; calls are made here, not in user code.)
 */
export const openAPIToolkit: ChatflowComponent = {
  async init(ctx): Promise<ToolInstance[]> {
    const { baseUrl, operations } = openApiOperations(await parseSpec(ctx));
    if (!baseUrl) throw new Error(`The specification names no server URL`);
    if (!operations.length) throw new Error(`The specification has no operations`);
    const headers = Object.fromEntries(
      Object.entries(objectInput(ctx, 'headers') ?? {}).map(([k, v]) => [k, String(v)]),
    );
    const removeNulls = booleanInput(ctx, 'removeNulls');
    const returnDirect = booleanInput(ctx, 'returnDirect');
    const fetch = createGuardedFetch({ allowPrivate: ctx.run.services.allowPrivate });
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
      const res = await fetch(url, {
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
      kind: 'tool',
      name: op.name,
      description: op.description,
      schema: op.schema,
      returnDirect,
      call: (args, signal) => callOperation(op, args, signal),
    }));
  },
};
