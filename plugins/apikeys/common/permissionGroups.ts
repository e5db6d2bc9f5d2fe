import { ALL_PERMISSIONS, PERMISSION_GROUPS } from '../../../host/common/access/permissionCatalogue.ts';
import { english, type Say } from '../../../host/common/i18n/say.ts';

export interface PermissionArea {
  /** 'tools' of 'tools:view'. */
  area: string;
  label: string;
  permissions: string[];
}

const areaOf = (permission: string) => permission.slice(0, permission.indexOf(':'));
const catalogue = new Map(PERMISSION_GROUPS.map((g, i) => [g.key, { label: g.label, rank: i }]));
const verbRank = new Map(ALL_PERMISSIONS.map((p, i) => [p, i]));
const byVerbRank = (a: string, b: string) =>
  (verbRank.get(a) ?? Number.MAX_SAFE_INTEGER) - (verbRank.get(b) ?? Number.MAX_SAFE_INTEGER) ||
  a.localeCompare(b);

/** 'documentStores' -> 'Document Stores', for areas the roles catalogue does not name. */
function humanize(area: string): string {
  const words = area.replace(/([a-z])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Permissions grouped by area for the key picker, areas and verbs in the roles page's order
 * (view, create, update, delete, ...; unknown ones last, alphabetically).
 */
export function groupPermissions(permissions: readonly string[]): PermissionArea[] {
  const byArea = new Map<string, string[]>();
  for (const p of permissions) {
    const area = areaOf(p);
    byArea.set(area, [...(byArea.get(area) ?? []), p]);
  }
  const rank = (area: string) => catalogue.get(area)?.rank ?? Number.MAX_SAFE_INTEGER;
  return [...byArea.entries()]
    .map(([area, list]) => ({
      area,
      label: catalogue.get(area)?.label ?? humanize(area),
      permissions: list.sort(byVerbRank),
    }))
    .sort((a, b) => rank(a.area) - rank(b.area) || a.area.localeCompare(b.area));
}

/** The verb of a permission: 'view' of 'tools:view'. */
export function permissionVerb(permission: string): string {
  return permission.slice(permission.indexOf(':') + 1);
}

/** The summary's texts (English, the catalogue's keys). */
export const SUMMARY_MESSAGES = ['No permissions', '{{count}} permission', '{{count}} permissions'] as const;
const [NONE, ONE, MANY] = SUMMARY_MESSAGES;

/**
 * A one-line summary for the key list: 'No permissions', or the count and the first areas; in
 * English unless the web passes its t (which also translates the area labels).
 */
export function permissionSummary(
  permissions: readonly string[],
  areasShown = 3,
  say: Say = english,
): string {
  if (permissions.length === 0) return say(NONE);
  const labels = groupPermissions(permissions).map((g) => say(g.label));
  const more = labels.length > areasShown ? ` +${labels.length - areasShown}` : '';
  const count = say(permissions.length === 1 ? ONE : MANY, { count: permissions.length });
  return `${count}: ${labels.slice(0, areasShown).join(', ')}${more}`;
}
