import type { ImportedShare } from '../../identity/public.ts';
import type { PeerSets } from '../common/peerSets.ts';

/**
 * The peer's shared items (workspace_shared) in this server's ids, for identity's
 * importPeerSharing: the workspace each is shared with (where its peer workspace went), the item
 * (a credential under the id it got here) and the workspace it must belong to (where its own peer
 * workspace went, else `fallback`). A share whose workspace was not imported, or whose item the
 * database lacks, is skipped with the reason.
 */
export function peerShares(
  sets: Pick<PeerSets, 'shared' | 'credentials' | 'file'>,
  workspaceIds: ReadonlyMap<string, string>,
  renamedIds: ReadonlyMap<string, string>,
  fallback: string,
): { shares: ImportedShare[]; skipped: Record<string, number> } {
  const skipped: Record<string, number> = {};
  const skip = (why: string) => {
    skipped[why] = (skipped[why] ?? 0) + 1;
  };
  const home = new Map<string, unknown>();
  for (const c of sets.credentials) home.set(`credential ${c.id}`, c.workspaceId);
  for (const t of sets.file.CustomTemplate) home.set(`custom_template ${String(t.id)}`, t.workspaceId);
  const shares: ImportedShare[] = [];
  for (const row of sets.shared) {
    const workspaceId = workspaceIds.get(row.workspaceId);
    const key = `${row.itemType} ${row.sharedItemId}`;
    if (!workspaceId) skip('its workspace was not imported');
    else if (!home.has(key)) skip('its item is not in the database');
    else {
      const own = home.get(key);
      shares.push({
        workspaceId,
        itemId: renamedIds.get(row.sharedItemId) ?? row.sharedItemId,
        itemType: row.itemType,
        ownerWorkspaceId: (typeof own === 'string' && workspaceIds.get(own)) || fallback,
      });
    }
  }
  return { shares, skipped };
}
