import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type {
  IdentityImportInput,
  IdentityImportTarget,
  IdentityRows,
} from '../common/identityImportTypes.ts';
import { importedRolePermissions } from '../common/importedRolePermissions.ts';
import { BUILT_IN_ROLES, type BuiltInRoleId } from '../common/permissionCatalogue.ts';
import { permissionsBeyond } from '../common/permissionScopes.ts';
import { rolePermissions } from './roleRows.ts';

/** The other product's built-in roles and ours: its personal-workspace role owns that workspace. */
const GENERAL_ROLES: Record<string, BuiltInRoleId> = {
  owner: 'owner',
  member: 'member',
  'personal workspace': 'owner',
};

const count = (rows: IdentityRows, why: string) => {
  rows.skipped[why] = (rows.skipped[why] ?? 0) + 1;
};

/**
 * The roles of the other product as roles here: its built-in ones as ours, each of its own roles
 * as a role of the organisation holding only permissions we have and the importer holds (the
 * others dropped and listed). A role whose name is taken here uses the one here, unless that one
 * grants more than the importer holds. Answers its role id -> ours (absent: memberships with it
 * are skipped).
 */
export async function importPeerRoles(
  db: Kysely<Database>,
  target: IdentityImportTarget,
  roles: IdentityImportInput['roles'],
  rows: IdentityRows,
  dropped: Set<string>,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const existing = await db
    .selectFrom('role')
    .select(['id', 'name', 'permissions'])
    .where((eb) =>
      eb.or([eb('organization_id', 'is', null), eb('organization_id', '=', target.organizationId)]),
    )
    .execute();
  const byName = new Map(existing.map((r) => [r.name.toLowerCase(), r]));
  for (const role of roles) {
    const builtIn = role.general ? GENERAL_ROLES[role.name.toLowerCase()] : undefined;
    if (builtIn) {
      if (permissionsBeyond(BUILT_IN_ROLES[builtIn].permissions, target.held).length)
        count(rows, 'it grants more than you hold');
      else ids.set(role.id, builtIn);
      continue;
    }
    const same = byName.get(role.name.toLowerCase());
    if (same) {
      if (permissionsBeyond(rolePermissions(same), target.held).length)
        count(rows, 'a role with this name exists here and grants more than you hold');
      else {
        ids.set(role.id, same.id);
        count(rows, 'a role with this name exists here and is used instead');
      }
      continue;
    }
    const { kept, unknown, beyond } = importedRolePermissions(role.permissions, target.held);
    for (const p of [...unknown, ...beyond]) dropped.add(p);
    const id = randomUUID();
    await db
      .insertInto('role')
      .values({
        id,
        organization_id: target.organizationId,
        name: role.name,
        description: role.description,
        permissions: JSON.stringify(kept),
      })
      .execute();
    byName.set(role.name.toLowerCase(), { id, name: role.name, permissions: JSON.stringify(kept) });
    ids.set(role.id, id);
    rows.imported += 1;
  }
  return ids;
}
