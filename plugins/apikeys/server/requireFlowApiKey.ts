import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { verifyApiKey } from './verifyApiKey.ts';

/**
 * The rule for a flow bound to an API key (prediction and the public chat routes): only a
 * Bearer key that is that key, of the flow's workspace, gets in. No key or an unknown one: 401.
 * A real key that is not this flow's (another flow's, or another workspace's): 403, since the
 * caller is known but not allowed. A flow without a bound key is open.
 */
export async function requireFlowApiKey(
  db: Kysely<Database>,
  authorization: string | undefined,
  flow: { apikey_id: string | null; workspace_id: string },
): Promise<void> {
  if (!flow.apikey_id) return;
  const m = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
  const key = m ? await verifyApiKey(db, m[1] as string) : null;
  if (!key) throw httpError(401, 'Unauthorized: this flow needs its API key as Authorization: Bearer <key>');
  if (key.id !== flow.apikey_id || key.workspaceId !== flow.workspace_id) {
    throw httpError(403, 'Forbidden: this API key is not the one bound to this flow');
  }
}
