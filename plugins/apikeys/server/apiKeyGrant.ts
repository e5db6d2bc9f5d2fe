import type { FastifyRequest } from 'fastify';
import type { Edition } from '../../../host/common/editions.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { callerPermissions, knownPermissions } from './requestApiKey.ts';

/**
 * The permissions a key may be given, sorted: 400 for names no key-callable route knows, 403 for any the
 * caller does not hold. `kept` (the key's current set, on edit) may stay even when the editor
 * lacks them: an edit can narrow a key but never widen it beyond what its editor holds.
 */
export function grantPermissions(
  req: FastifyRequest,
  edition: Edition,
  requested: readonly string[],
  kept: readonly string[] = [],
): string[] {
  const known = new Set(knownPermissions(req));
  const unusable = requested.filter((p) => !known.has(p));
  const forPersons = new Set(knownPermissions(req, false));
  const personOnly = unusable.filter((p) => forPersons.has(p));
  if (personOnly.length) {
    throw httpError(400, `API keys cannot use permissions of signed-in routes: ${personOnly.join(', ')}`);
  }
  if (unusable.length) throw httpError(400, `Unknown permission(s): ${unusable.join(', ')}`);
  const allowed = new Set([...callerPermissions(req, edition), ...kept]);
  const wider = requested.filter((p) => !allowed.has(p));
  if (wider.length) {
    throw httpError(403, `A key cannot carry permissions its creator lacks: ${wider.join(', ')}`);
  }
  return [...requested].sort();
}
