import { createHash } from 'node:crypto';
import type { FlowEdge, FlowNode } from '../../../node-registry/flow.ts';
import type { NodeDefinition } from '../../../node-registry/types.ts';
import { anchoredFlow } from '../../../node-registry/rules/anchoredFlow.ts';
import { FlowBuilder } from '../../../node-registry/rules/flowBuilder.ts';
import type { MarketplaceTemplate } from '../common/templateTypes.ts';
import { autoLayout } from '../../flows/public.ts';
import { describeFlow } from '../common/describeFlow.ts';
import { nodeIcons } from './nodeIcons.ts';
import { anchoredRecipes } from './recipes/anchoredRecipes.ts';
import { assistantRecipes } from './recipes/assistantRecipes.ts';
import { integrationRecipes } from './recipes/integrationRecipes.ts';
import type { Recipe } from './recipes/recipeKit.ts';
import { toolRecipes } from './recipes/toolRecipes.ts';
import { workflowRecipes } from './recipes/workflowRecipes.ts';

export const RECIPES: readonly Recipe[] = [
  ...assistantRecipes,
  ...workflowRecipes,
  ...integrationRecipes,
  ...anchoredRecipes,
  ...toolRecipes,
];

/** A template's id is stable across restarts (its name's hash), so /marketplace/{id} links keep working. */
export const templateId = (name: string) => {
  const h = createHash('sha256').update(`brains-studio-template:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

function fromRecipe(r: Recipe, lookup: (name: string) => NodeDefinition | undefined): MarketplaceTemplate {
  const base = {
    id: templateId(r.name),
    templateName: r.name,
    description: r.description,
    usecases: r.usecases,
    ...(r.badge ? { badge: r.badge } : {}),
  };
  if (r.tool) {
    const { name, description, color, schema, func } = r.tool;
    return {
      ...base,
      type: 'Tool',
      framework: [],
      categories: [],
      nodeNames: [],
      color,
      schema: JSON.stringify(schema),
      func,
      name,
      ...(description && !r.description ? { description } : {}),
    };
  }
  let flow: { nodes: FlowNode[]; edges: FlowEdge[] };
  if (r.anchored) {
    flow = anchoredFlow(lookup, r.anchored.nodes, r.anchored.edges);
    // laid out by their wiring (a chat model before the chain it feeds), not in a row
    const at = autoLayout(
      flow.nodes.map((n) => ({ id: n.id, width: Number(n.width) || 300, height: Number(n.height) || 400 })),
      flow.edges,
    );
    for (const n of flow.nodes) n.position = at.get(n.id) ?? n.position;
  } else {
    const b = new FlowBuilder(lookup);
    r.build?.(b);
    flow = { nodes: b.nodes, edges: b.edges };
  }
  const described = describeFlow(flow);
  return {
    ...base,
    type: r.anchored?.kind ?? 'AgentflowV2',
    framework: [],
    ...described,
    nodeIcons: nodeIcons(described.nodeNames, lookup),
    flowData: JSON.stringify(flow),
  };
}

let cached: { key: unknown; list: MarketplaceTemplate[] } | undefined;

/**
 * The built-in templates, built from their recipes with the loaded node definitions (so they carry
 * the current node versions and params), once per registry.
 */
export function builtinTemplates(registryKey: unknown, lookup: (name: string) => NodeDefinition | undefined) {
  const hit = cached;
  if (hit && hit.key === registryKey) return hit.list;
  const list = RECIPES.map((r) => fromRecipe(r, lookup));
  cached = { key: registryKey, list };
  return list;
}
