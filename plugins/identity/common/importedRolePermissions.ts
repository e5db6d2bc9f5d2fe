import { ALL_PERMISSIONS } from './permissionCatalogue.ts';
import { permissionsBeyond } from './permissionScopes.ts';

/**
 * What an imported role may hold here: the other product's permission names that are ours too and
 * that the importer holds (nobody gains more than the importing admin). The rest is dropped and
 * reported: `unknown` (no such permission here), `beyond` (the importer lacks it).
 */
export function importedRolePermissions(
  listed: readonly string[],
  held: readonly string[] | null,
): { kept: string[]; unknown: string[]; beyond: string[] } {
  const known = new Set(ALL_PERMISSIONS);
  const unique = [...new Set(listed)];
  const unknown = unique.filter((p) => !known.has(p));
  const ours = unique.filter((p) => known.has(p));
  const beyond = permissionsBeyond(ours, held);
  const kept = ours.filter((p) => !beyond.includes(p));
  return { kept, unknown, beyond };
}
