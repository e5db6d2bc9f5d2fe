import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { IdentityRows } from '../common/identityImportTypes.ts';
import { itemOwnedBy, SHARED_ITEM_TYPES, type SharedItemType } from './routes/sharedItemOwner.ts';

/** An item another product shared with a workspace, in ids of this server. */
export interface ImportedShare {
  /** The workspace it is shared with. */
  workspaceId: string;
  itemId: string;
  itemType: string;
  /** The workspace the item must belong to here (where its own workspace went). */
  ownerWorkspaceId: string;
}

/**
 * Shares items between an organisation's workspaces as another product had them, inside the
 * caller's transaction (workspace_shared, as POST /workspace/shared/{id} writes it). An item is
 * shared only when it is a row of the owner workspace given (an item re-identified by the import,
 * or not imported, is skipped rather than sharing some other row), both workspaces are the
 * organisation's and differ; a type we do not share is skipped. Answers imported and skipped.
 */
export async function importPeerSharing(
  db: Kysely<Database>,
  organizationId: string,
  shares: readonly ImportedShare[],
): Promise<IdentityRows> {
  const result: IdentityRows = { imported: 0, skipped: {} };
  const skip = (why: string) => {
    result.skipped[why] = (result.skipped[why] ?? 0) + 1;
  };
  if (!shares.length) return result;
  const ours = new Set(
    (
      await db.selectFrom('workspace').select('id').where('organization_id', '=', organizationId).execute()
    ).map((w) => w.id),
  );
  for (const share of shares) {
    const type = SHARED_ITEM_TYPES[share.itemType as SharedItemType];
    if (!type) {
      skip(`items of type '${share.itemType}' are not shared here`);
      continue;
    }
    if (!ours.has(share.workspaceId) || !ours.has(share.ownerWorkspaceId)) {
      skip('its workspace is not one of this organisation');
      continue;
    }
    if (share.workspaceId === share.ownerWorkspaceId) {
      skip("it is the item's own workspace");
      continue;
    }
    const owned = await itemOwnedBy(
      db,
      share.itemType as SharedItemType,
      share.itemId,
      share.ownerWorkspaceId,
    );
    if (!owned) {
      skip('its item was not imported under its id');
      continue;
    }
    const added = await db
      .insertInto('workspace_shared')
      .values({ workspace_id: share.workspaceId, shared_item_id: share.itemId, item_type: share.itemType })
      .onConflict((oc) => oc.doNothing())
      .returning('shared_item_id')
      .executeTakeFirst();
    if (added) result.imported += 1;
    else skip('already shared');
  }
  return result;
}
