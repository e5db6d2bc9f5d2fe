import { ALL_PERMISSIONS, type PermissionGroup } from './permissionCatalogue.ts';

export type GroupCheck = boolean | 'mixed';

/** 'templates:custom-delete' → 'Custom delete': the checkbox label inside its area's group. */
export function verbLabel(permission: string): string {
  const verb = permission.slice(permission.indexOf(':') + 1).replace(/-/g, ' ');
  return verb.charAt(0).toUpperCase() + verb.slice(1);
}

/** The group checkbox: checked when all its permissions are held, mixed when some are. */
export function groupCheck(group: PermissionGroup, selected: readonly string[]): GroupCheck {
  const held = group.permissions.filter((p) => selected.includes(p)).length;
  if (held === 0) return false;
  return held === group.permissions.length ? true : 'mixed';
}

/** In catalogue order, without duplicates or unknown names. */
export function inCatalogueOrder(list: Iterable<string>): string[] {
  const set = new Set(list);
  return ALL_PERMISSIONS.filter((p) => set.has(p));
}

/** Turns a whole area on or off. */
export function toggleGroup(group: PermissionGroup, selected: readonly string[], on: boolean): string[] {
  const rest = selected.filter((p) => !group.permissions.includes(p));
  return inCatalogueOrder(on ? [...rest, ...group.permissions] : rest);
}

/**
 * Turns one permission on or off. Doing anything in an area needs seeing it: turning on another
 * verb also turns on the area's :view, and turning :view off turns the area's other verbs off.
 */
export function togglePermission(
  group: PermissionGroup,
  permission: string,
  selected: readonly string[],
  on: boolean,
): string[] {
  const view = `${group.key}:view`;
  const hasView = group.permissions.includes(view);
  if (on) return inCatalogueOrder([...selected, permission, ...(hasView ? [view] : [])]);
  if (permission === view) return inCatalogueOrder(selected.filter((p) => !group.permissions.includes(p)));
  return inCatalogueOrder(selected.filter((p) => p !== permission));
}
