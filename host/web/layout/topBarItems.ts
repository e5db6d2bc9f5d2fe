import type { AccessContext } from '../../common/access/index.ts';
import type { Contributed } from '../../common/plugin/PluginRegistry.ts';
import type { TopBarItemContribution } from '../../common/plugin/types.ts';
import { isMenuItemVisible } from './drawerGroups.ts';

/** The contributed top bar items of one side that the user may see, in rank order. */
export function visibleTopBarItems(
  items: readonly Contributed<TopBarItemContribution>[],
  placement: 'start' | 'end',
  ctx: AccessContext,
): Contributed<TopBarItemContribution>[] {
  return items
    .filter((i) => (i.value.placement ?? 'end') === placement && isMenuItemVisible(i.value, ctx))
    .sort((a, b) => a.value.rank - b.value.rank);
}
