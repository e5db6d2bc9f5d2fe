import type { KeyFeatures } from '../../apikeys/public.ts';
import { featuresFor } from '../common/featureFlags.ts';
import { parseFeatures } from './authUser.ts';

/**
 * The feature flags of the organisation the key's workspace belongs to, as its members see them:
 * a key reaches no route its organisation has switched off (open source: none).
 */
export const apiKeyFeatures: KeyFeatures = async (db, key, edition) => {
  if (edition === 'oss') return featuresFor(edition, null);
  const row = await db
    .selectFrom('workspace as w')
    .innerJoin('organization as o', 'o.id', 'w.organization_id')
    .where('w.id', '=', key.workspaceId)
    .select('o.features')
    .executeTakeFirst();
  return featuresFor(edition, parseFeatures(row?.features ?? null));
};
