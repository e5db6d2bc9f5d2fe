import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { PlanLimits } from '../../../host/server/plugin/planLimits.ts';
import { countFlowsAdded, type OnExisting } from '../../export-import/public.ts';
import { countPeerIdentity, type IdentityImportTarget } from '../../identity/public.ts';
import type { PeerSets } from '../common/peerSets.ts';

/**
 * The plans' limits (cloud billing) before a peer database import writes anything: the flows,
 * workspaces and users it would add to the organisation of `workspaceId` must fit, else the
 * limit's error (402 naming the resource) and nothing is imported. People count only when they
 * come along (`people`); a user or workspace the import would skip (an email or name that exists
 * here) does not count.
 */
export async function checkPeerPlanLimits(
  db: Kysely<Database>,
  limits: PlanLimits,
  workspaceId: string,
  sets: PeerSets,
  options: { onExisting: OnExisting; people?: IdentityImportTarget },
): Promise<void> {
  const flows = await countFlowsAdded(db, workspaceId, sets.file, options.onExisting);
  if (flows > 0) await limits.enforce({ workspaceId, resource: 'flows', adding: flows });
  if (!options.people || !sets.identity) return;
  const adds = await countPeerIdentity(db, options.people, sets.identity);
  if (adds.workspaces > 0)
    await limits.enforce({ workspaceId, resource: 'workspaces', adding: adds.workspaces });
  if (adds.users > 0) await limits.enforce({ workspaceId, resource: 'users', adding: adds.users });
}
