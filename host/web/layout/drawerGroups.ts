import { type AccessContext, hasFeature, hasPermission } from '../../common/access/index.ts';
import type { MenuGroup, MenuItemContribution } from '../../common/plugin/types.ts';

export const MENU_GROUPS: readonly MenuGroup[] = ['Building', 'Operations', 'Manage', 'Admin'];

export interface DrawerItem {
  id: string;
  item: MenuItemContribution;
}

export type DrawerEntry =
  | { kind: 'item'; id: string; item: MenuItemContribution }
  /** Items sharing a section label, shown together under it. */
  | { kind: 'section'; label: string; items: DrawerItem[] };

export interface DrawerGroup {
  group: MenuGroup;
  entries: DrawerEntry[];
}

/** Edition, permission and feature checks of one menu item (or any contribution gated the same way). */
export function isMenuItemVisible(
  item: Pick<MenuItemContribution, 'editions' | 'permission' | 'feature'>,
  ctx: AccessContext,
): boolean {
  if (item.editions && !item.editions.includes(ctx.edition)) return false;
  if (!hasPermission(ctx, item.permission)) return false;
  return !item.feature || hasFeature(ctx.features, item.feature);
}

/**
 * The drawer's groups in the spec's order. Visible items sorted by rank; items with the same
 * section are gathered at the place of the first of them; groups without a visible item are left out.
 */
export function buildDrawerGroups(items: readonly DrawerItem[], ctx: AccessContext): DrawerGroup[] {
  const visible = items
    .filter((i) => isMenuItemVisible(i.item, ctx))
    .sort((a, b) => a.item.rank - b.item.rank);
  return MENU_GROUPS.map((group) => {
    const entries: DrawerEntry[] = [];
    const sections = new Map<string, DrawerItem[]>();
    for (const i of visible) {
      if (i.item.group !== group) continue;
      const label = i.item.section;
      if (!label) {
        entries.push({ kind: 'item', id: i.id, item: i.item });
        continue;
      }
      const list = sections.get(label);
      if (list) list.push(i);
      else {
        const fresh = [i];
        sections.set(label, fresh);
        entries.push({ kind: 'section', label, items: fresh });
      }
    }
    return { group, entries };
  }).filter((g) => g.entries.length > 0);
}

/** Whether an app path belongs to a menu route (exact, or below it). */
export function isRouteActive(route: string, path: string): boolean {
  return path === route || path.startsWith(`${route}/`);
}
