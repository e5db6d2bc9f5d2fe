/**
 * What identity offers other sign-in plugins (SSO) on the server: starting a session for a user
 * it has identified, recording the login, and a hook that runs when a session ends; and what
 * other plugins acting for the signed-in person (billing) need: the signed-in route marker, the
 * caller's user record, a hook adding organisation fields to that record, and a gate refusing an
 * organisation that may not use the product now (a cancelled subscription).
 * The peer database import brings people in through importPeerIdentity (countPeerIdentity first
 * says how many users and workspaces that adds, for the plan limits).
 */
export { onSessionEnd, type SessionEndHook } from './server/sessionEndHooks.ts';
export { membershipForLogin, startSession } from './server/loginFlow.ts';
export { recordLoginActivity } from './server/loginActivity.ts';
export { sha256 } from './server/sessions.ts';
export { clientAddress } from './server/signedIn.ts';
export { normalizeEmail } from './common/passwordRules.ts';
export { requireSignedIn, signedIn } from './server/signedIn.ts';
export { currentAuthUser } from './server/currentAuthUser.ts';
export {
  type AuthUserExtension,
  type AuthUserSubject,
  extendAuthUser,
  type OrganizationBillingFields,
} from './server/authUserExtensions.ts';
export {
  type GatedCaller,
  type GateRefusal,
  gateOrganization,
  type OrganizationGate,
} from './server/organizationGates.ts';
export { importPeerIdentity } from './server/importPeerIdentity.ts';
export { countPeerIdentity } from './server/planPeerIdentity.ts';
export { type ImportedShare, importPeerSharing } from './server/importPeerSharing.ts';
export type {
  IdentityImportInput,
  IdentityImportResult,
  IdentityImportTarget,
  IdentityRows,
} from './common/identityImportTypes.ts';
