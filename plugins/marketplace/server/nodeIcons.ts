import type { NodeDefinition } from '../../../node-registry/types.ts';
import type { NodeIcon } from '../common/templateTypes.ts';

/** Label, icon and colour of each node name, from the loaded definitions (unknown names keep their name). */
export function nodeIcons(
  names: readonly string[],
  lookup: (name: string) => NodeDefinition | undefined,
): NodeIcon[] {
  return names.map((name) => {
    const def = lookup(name);
    return {
      name,
      label: def?.label ?? name,
      ...(def?.icon ? { icon: def.icon } : {}),
      ...(def?.color ? { color: def.color } : {}),
    };
  });
}
