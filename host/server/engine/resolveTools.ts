import type { AllowPrivate } from '../../common/net/allowPrivate.ts';
import { createGuardedFetch } from '../sandbox/guardedFetch.ts';
import type { RunnableTool, ToolProvider, ToolProviderContext, ToolProviderServer } from './toolProvider.ts';

/** A saved tool of the workspace (tools plugin), as the engine services reach it. */
export interface CustomTools {
  describe(ref: string): Promise<{ id: string; name: string; description: string; schema: unknown }>;
  run(
    id: string,
    args: Record<string, unknown>,
  ): Promise<{ ok: boolean; output?: unknown; error?: { message: string } }>;
}

/** What resolving a tool reference needs, the workspace bound (see the prediction's engineServices). */
export interface ToolScope {
  providers: ReadonlyMap<string, ToolProvider>;
  workspaceId: string;
  credential(id: string): Promise<{ credentialName: string; data: Record<string, unknown> }>;
  allowPrivate: AllowPrivate;
  /** TOOL_BASE_URLS. */
  baseURLs: Readonly<Record<string, string>>;
  vars: Record<string, string>;
  dataDir?: string;
  runFlow?: ToolProviderContext['runFlow'];
  custom?: CustomTools;
  server?: ToolProviderServer;
}

/** Per run: the run's signal and its secret list. */
export interface ToolRunScope {
  signal: AbortSignal;
  addSecret(value: string): void;
}

/** Every string value of a credential, so a tool's answer or error never shows it. */
function addCredentialSecrets(data: Record<string, unknown>, addSecret: (v: string) => void) {
  for (const v of Object.values(data)) if (typeof v === 'string' && v) addSecret(v);
}

export function toolProviderContext(scope: ToolScope, run: ToolRunScope): ToolProviderContext {
  return {
    workspaceId: scope.workspaceId,
    credential: async (id) => {
      const c = await scope.credential(id);
      addCredentialSecrets(c.data, run.addSecret);
      return c;
    },
    fetch: createGuardedFetch({ allowPrivate: scope.allowPrivate }),
    allowPrivate: scope.allowPrivate,
    signal: run.signal,
    addSecret: run.addSecret,
    baseURL: (name, fallback) => scope.baseURLs[name] ?? fallback,
    vars: scope.vars,
    ...(scope.dataDir ? { dataDir: scope.dataDir } : {}),
    ...(scope.runFlow ? { runFlow: scope.runFlow } : {}),
    ...(scope.server ? { server: scope.server } : {}),
  };
}

function objectSchema(schema: unknown): Record<string, unknown> {
  return schema && typeof schema === 'object' && !Array.isArray(schema)
    ? (schema as Record<string, unknown>)
    : { type: 'object', properties: {} };
}

/** A saved tool as a runnable one: its failure becomes a thrown error with its message. */
async function customTool(custom: CustomTools, ref: string): Promise<RunnableTool> {
  const t = await custom.describe(ref);
  return {
    name: t.name,
    description: t.description,
    schema: objectSchema(t.schema),
    run: async (args) => {
      const r = await custom.run(t.id, args);
      if (!r.ok) throw new Error(r.error?.message ?? `Tool '${t.name}' failed`);
      return r.output;
    },
  };
}

/**
 * The tools a node's tool reference stands for: a contributed provider by name (with its config)
 * first, then a saved tool of the workspace by id or name. Throws `Tool '<ref>' not found`.
 */
export async function resolveTools(
  scope: ToolScope,
  ref: string,
  config: Record<string, unknown>,
  run: ToolRunScope,
): Promise<RunnableTool[]> {
  const provider = scope.providers.get(ref);
  if (provider) return provider.tools(config, toolProviderContext(scope, run));
  if (!scope.custom) throw new Error(`Tool '${ref}' not found`);
  return [await customTool(scope.custom, ref)];
}
