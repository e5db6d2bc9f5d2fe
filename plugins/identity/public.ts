/**
 * What identity offers other sign-in plugins (SSO) on the server: starting a session for a user
 * it has identified, recording the login, and a hook that runs when a session ends.
 */
export { onSessionEnd, type SessionEndHook } from './server/sessionEndHooks.ts';
export { membershipForLogin, startSession } from './server/loginFlow.ts';
export { recordLoginActivity } from './server/loginActivity.ts';
export { sha256 } from './server/sessions.ts';
export { clientAddress } from './server/signedIn.ts';
export { normalizeEmail } from './common/passwordRules.ts';
