import type { FastifyRequest } from 'fastify';
import { INVALID_OR_MISSING_TOKEN } from '../../../host/server/access/sessionAccessPolicy.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import type { ServerContext } from '../../../host/server/plugin/definePluginServer.ts';
import { authUserPayload, loadMembership } from './authUser.ts';
import { requireSignedIn } from './signedIn.ts';

/** The signed-in caller's user record, built afresh (after a change such as a plan upgrade). */
export async function currentAuthUser(req: FastifyRequest, ctx: ServerContext) {
  const p = requireSignedIn(req);
  const membership = await loadMembership(ctx.db, ctx.edition, p.userId, p.workspaceId);
  if (!membership) throw httpError(401, INVALID_OR_MISSING_TOKEN);
  return authUserPayload(ctx.db, membership, req);
}
