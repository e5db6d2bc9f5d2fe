import type { NodeDefinition } from '../../../../node-registry/types.ts';

/**
 * Palette groups: definitions matching `search` (label, name, description, category, tags), by category:
 * those of `order` first in that order, the others in first-seen order.
 */
export function paletteGroups(
  definitions: readonly NodeDefinition[],
  search: string,
  order: readonly string[] = [],
): { category: string; nodes: NodeDefinition[] }[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const groups = new Map<string, NodeDefinition[]>();
  for (const def of definitions) {
    const text =
      `${def.label} ${def.name} ${def.description} ${def.category} ${(def.tags ?? []).join(' ')}`.toLowerCase();
    if (!words.every((w) => text.includes(w))) continue;
    const list = groups.get(def.category);
    if (list) list.push(def);
    else groups.set(def.category, [def]);
  }
  const rank = (category: string) => {
    const i = order.indexOf(category);
    return i < 0 ? order.length : i;
  };
  // A stable sort keeps first-seen order among the categories `order` leaves out.
  return [...groups]
    .map(([category, nodes]) => ({ category, nodes }))
    .sort((a, b) => rank(a.category) - rank(b.category));
}
