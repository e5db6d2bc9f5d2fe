import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/Database.ts';

/** What a plan counts: flows, predictions a month, stored bytes, the organisation's people and workspaces. */
export type LimitedResource = 'flows' | 'predictions' | 'storage' | 'users' | 'workspaces';

export interface LimitRequest {
  /** The workspace the thing is added to (its organisation's plan decides). */
  workspaceId: string;
  resource: LimitedResource;
  /** How many are added (bytes for storage); 1 unless said. */
  adding?: number;
}

export interface LimitScope {
  db: Kysely<Database>;
  config: ServerConfig;
}

/**
 * The planLimits contribution point: a plugin that sells plans (cloud billing) says whether one
 * more flow, prediction, upload, person or workspace fits the organisation's plan, and throws an
 * HttpError (402) naming the limit when it does not. At most one loaded plugin contributes it.
 */
export interface PlanLimitProvider {
  check(scope: LimitScope, request: LimitRequest): Promise<void>;
}

/** What handlers call before adding something a plan counts (ctx.limits.enforce). */
export interface PlanLimits {
  enforce(request: LimitRequest): Promise<void>;
}

/** Without a contributor (open source, enterprise): nothing is limited. */
export function planLimits(provider: PlanLimitProvider | undefined, scope: LimitScope): PlanLimits {
  return { enforce: (request) => (provider ? provider.check(scope, request) : Promise.resolve()) };
}
