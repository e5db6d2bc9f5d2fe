/** Identity settings from the environment, read when used (tests set them per file). */
export interface IdentitySettings {
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  /** How long a rotated refresh token is still honoured (concurrent refreshes of one page). */
  refreshGraceSeconds: number;
  /** Failed logins allowed for one account from one address, and from one address over all accounts. */
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  /** How far back failures count. */
  failureWindowMinutes: number;
  /** The first lock once a limit is reached; each further failure doubles it, up to the maximum. */
  loginLockSeconds: number;
  loginMaxLockSeconds: number;
  /** Open sign-up (without an invitation) in the open-source edition. */
  allowRegistration: boolean;
  /** Base of links in mails. */
  appUrl: string;
}

function int(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : fallback;
}

export function identitySettings(env: NodeJS.ProcessEnv = process.env, port?: number): IdentitySettings {
  return {
    accessTokenSeconds: int(env.ACCESS_TOKEN_SECONDS, 15 * 60),
    refreshTokenSeconds: int(env.REFRESH_TOKEN_SECONDS, 30 * 24 * 3600),
    refreshGraceSeconds: int(env.REFRESH_GRACE_SECONDS, 30),
    maxFailuresPerAccount: int(env.LOGIN_MAX_FAILURES_PER_ACCOUNT, 5),
    maxFailuresPerAddress: int(env.LOGIN_MAX_FAILURES_PER_ADDRESS, 20),
    failureWindowMinutes: int(env.LOGIN_FAILURE_WINDOW_MINUTES, 24 * 60),
    loginLockSeconds: int(env.LOGIN_LOCK_SECONDS, 60),
    loginMaxLockSeconds: int(env.LOGIN_MAX_LOCK_SECONDS, 3600),
    allowRegistration: env.ALLOW_REGISTRATION === 'true',
    appUrl: (env.APP_URL?.trim() || `http://localhost:${port ?? 3000}`).replace(/\/+$/, ''),
  };
}
