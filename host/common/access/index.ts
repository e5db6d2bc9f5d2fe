/** The access API: pure rules over the auth state and edition (spec sections 4, 5 and 6). */
export { editionFromPlatformType, EDITIONS, type Edition } from '../editions.ts';
export { DEFAULT_PERMISSIONS, effectivePermissions } from './defaultPermissions.ts';
export { hasFeature } from './hasFeature.ts';
export { hasPermission, passesEverything, splitList } from './hasPermission.ts';
export { hasWorkspace } from './hasWorkspace.ts';
export { isAuthenticated } from './isAuthenticated.ts';
export {
  decideRoute,
  LOGIN_PATH,
  loginRedirect,
  type GuardDecision,
  type GuardedRoute,
  type GuardInput,
} from './routeGuard.ts';
export { normalizeUser, parseStoredUser, type StoredUserResult } from './storedUser.ts';
export type { AccessContext, AssignedWorkspace, Features, User } from './types.ts';
