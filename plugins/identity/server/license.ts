import type { AccessPolicy } from '../../../host/server/access/AccessPolicy.ts';
import type { Edition } from '../../../host/common/editions.ts';
import { SIGNED_IN_ROUTES } from './signedIn.ts';

export const LICENSE_EXPIRED_PATH = '/license-expired';
export const LICENSE_EXPIRED_MESSAGE = 'The enterprise license has expired';

/**
 * DECISION: the enterprise licence is an end date set by the operator, LICENSE_EXPIRES_AT (an ISO
 * date or date-time, e.g. 2027-01-31). Unset means no end. Read when used, so a renewal (a new
 * value and a restart) and the tests need nothing else. A value that is no date throws, naming the
 * variable (the server's start check calls this).
 */
export function licenseExpiresAt(env: NodeJS.ProcessEnv = process.env): Date | null {
  const raw = env.LICENSE_EXPIRES_AT?.trim();
  if (!raw) return null;
  const date = /^\d{4}-\d{2}-\d{2}/.test(raw) ? new Date(raw) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) {
    throw new Error(`LICENSE_EXPIRES_AT must be an ISO date such as 2027-01-31, not '${raw}'`);
  }
  return date;
}

/** Only the enterprise edition is licensed; an unreadable end date counts as expired (fail closed). */
export function licenseExpired(edition: Edition, now = Date.now(), env = process.env): boolean {
  if (edition !== 'enterprise') return false;
  try {
    const end = licenseExpiresAt(env);
    return !!end && end.getTime() <= now;
  } catch {
    return true;
  }
}

/** Entry points that start or renew a session: refused too, or the browser would sign in again. */
const SIGN_IN_ROUTES = new Set([
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/refreshToken',
  'POST /api/v1/account/register',
  'POST /api/v1/organization-setup',
]);

/**
 * With an expired licence every call that needs a session or an API key, and signing in, answers
 * 401 with redirectTo '/license-expired' (section 8's redirect handling takes the browser there).
 * Public routes (settings, sign-out, the chat embed and public execution views) keep working.
 */
export function licensePolicy(inner: AccessPolicy): AccessPolicy {
  return {
    check(req, route, edition) {
      if (!licenseExpired(edition)) return inner.check(req, route, edition);
      const key = `${route.method} ${route.url}`;
      if (route.public && !SIGN_IN_ROUTES.has(key) && !SIGNED_IN_ROUTES.has(key)) {
        return inner.check(req, route, edition);
      }
      return {
        allowed: false,
        statusCode: 401,
        message: LICENSE_EXPIRED_MESSAGE,
        error: 'unauthorized',
        redirectTo: LICENSE_EXPIRED_PATH,
      };
    },
  };
}
