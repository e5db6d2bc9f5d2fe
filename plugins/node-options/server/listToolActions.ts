import type { ToolProvider, ToolProviderContext } from '../../../host/server/engine/toolProvider.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import type { OptionItem } from '../../../node-registry/types.ts';
import { formToolContext } from './formToolContext.ts';
import type { LoadMethod } from './loadMethods.ts';

/** A provider that lists what its config reaches (an MCP node: the server's tools). */
type ListsActions = ToolProvider & {
  listActions(config: Record<string, unknown>, ctx: ToolProviderContext): Promise<OptionItem[]>;
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const listsActions = (p: ToolProvider | undefined): p is ListsActions =>
  typeof (p as Partial<ListsActions> | undefined)?.listActions === 'function';

/** A provider with its own list of this name (`loadMethods`). */
const hasLoadMethod =
  (name: string) =>
  (p: ToolProvider | undefined): p is ToolProvider =>
    Boolean(p?.loadMethods && Object.hasOwn(p.loadMethods, name));

/**
 * The picked tool and its config in the node's inputs: the Tool node's, or (the Agent node) the last
 * row of its tools that names a provider listing actions, the row the form is most likely editing.
 */
function pickedTool<P extends ToolProvider>(
  inputs: Record<string, unknown>,
  providers: ReadonlyMap<string, ToolProvider>,
  fits: (p: ToolProvider | undefined) => p is P,
) {
  const ref = inputs.toolAgentflowSelectedTool;
  const provider = typeof ref === 'string' ? providers.get(ref) : undefined;
  if (fits(provider)) {
    const config = inputs.toolAgentflowSelectedToolConfig;
    return { provider, config: isRecord(config) ? config : {} };
  }
  const rows = Array.isArray(inputs.agentTools) ? inputs.agentTools.filter(isRecord) : [];
  for (const row of rows.reverse()) {
    const p = typeof row.agentSelectedTool === 'string' ? providers.get(row.agentSelectedTool) : undefined;
    if (fits(p))
      return {
        provider: p,
        config: isRecord(row.agentSelectedToolConfig) ? row.agentSelectedToolConfig : {},
      };
  }
  return undefined;
}

/**
 * `listActions` (the peer's MCP nodes' `mcpActions`): what the picked tool's server offers for its
 * config; none when no such tool is picked; a server that cannot be reached answers 400 naming why.
 */
export const listToolActions: LoadMethod = async (ctx) => {
  const picked = pickedTool(ctx.inputs, ctx.toolProviders ?? new Map(), listsActions);
  if (!picked) return [];
  try {
    return await picked.provider.listActions(picked.config, formToolContext(ctx));
  } catch (error) {
    throw httpError(400, `Cannot list the actions of ${picked.provider.label}: ${(error as Error).message}`);
  }
};

/**
 * A list the picked tool's provider keeps itself (`loadMethods`, e.g. the saved MCP servers);
 * undefined when no loaded provider has one of this name.
 */
export function providerLoadMethod(
  name: string,
  providers: ReadonlyMap<string, ToolProvider>,
): LoadMethod | undefined {
  const fits = hasLoadMethod(name);
  if (![...providers.values()].some(fits)) return undefined;
  return async (ctx) => {
    const picked = pickedTool(ctx.inputs, ctx.toolProviders ?? providers, fits);
    const load = picked?.provider.loadMethods?.[name];
    if (!picked || !load) return [];
    try {
      return await load(picked.config, formToolContext(ctx));
    } catch (error) {
      throw httpError(400, `Cannot list ${name} of ${picked.provider.label}: ${(error as Error).message}`);
    }
  };
}
