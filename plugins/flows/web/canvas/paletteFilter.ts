import type { NodeDefinition } from '../../../../node-registry/types.ts';

/** Palette groups: definitions matching `search` (label, name, description, category), by category in first-seen order. */
export function paletteGroups(
  definitions: readonly NodeDefinition[],
  search: string,
): { category: string; nodes: NodeDefinition[] }[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const groups = new Map<string, NodeDefinition[]>();
  for (const def of definitions) {
    const text = `${def.label} ${def.name} ${def.description} ${def.category}`.toLowerCase();
    if (!words.every((w) => text.includes(w))) continue;
    const list = groups.get(def.category);
    if (list) list.push(def);
    else groups.set(def.category, [def]);
  }
  return [...groups].map(([category, nodes]) => ({ category, nodes }));
}
