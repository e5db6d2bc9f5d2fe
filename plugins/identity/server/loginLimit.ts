import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { identitySettings } from './identitySettings.ts';
import { lockRemainingSeconds } from './loginBackoff.ts';

/** The refusal's message; refusals are recorded with it and never counted as failures. */
export const TOO_MANY_ATTEMPTS = 'Too many login attempts: try again later';

type Failures = { n: number; last: Date | null };

async function failures(
  db: Kysely<Database>,
  where: { email?: string; address: string | null },
  since: Date,
): Promise<Failures> {
  let q = db
    .selectFrom('login_activity')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('created_date').as('last')])
    .where('kind', '=', 'FAILED')
    .where('message', '!=', TOO_MANY_ATTEMPTS)
    .where('created_date', '>', since);
  q = where.address === null ? q.where('address', 'is', null) : q.where('address', '=', where.address);
  if (where.email !== undefined) q = q.where('email', '=', where.email);
  const row = await q.executeTakeFirst();
  return { n: Number(row?.n ?? 0), last: row?.last ? new Date(row.last) : null };
}

async function lastLogin(db: Kysely<Database>, email: string, address: string | null): Promise<Date | null> {
  let q = db
    .selectFrom('login_activity')
    .select((eb) => eb.fn.max('created_date').as('at'))
    .where('email', '=', email)
    .where('kind', '=', 'LOGIN');
  q = address === null ? q.where('address', 'is', null) : q.where('address', '=', address);
  const row = await q.executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

/**
 * Seconds before this account may try to sign in again from this address (0: now). Counted from
 * login_activity, so the limits hold across restarts and instances:
 * - per account and address: LOGIN_MAX_FAILURES_PER_ACCOUNT failures since the last successful
 *   sign-in from there, then a lock that doubles with each further failure. Another address is not
 *   affected: an attacker cannot lock the owner out.
 * - per address, over all accounts (password spraying): LOGIN_MAX_FAILURES_PER_ADDRESS, with the
 *   same backoff; accounts that have signed in from that address before are exempt, so one
 *   attacker behind a shared address does not lock out everybody else there.
 * Refusals (TOO_MANY_ATTEMPTS) are never counted: hammering during a lock does not extend it.
 */
export async function loginLockSeconds(
  db: Kysely<Database>,
  email: string,
  address: string | null,
): Promise<number> {
  const s = identitySettings();
  const since = new Date(Date.now() - s.failureWindowMinutes * 60_000);
  const backoff = { lockSeconds: s.loginLockSeconds, maxLockSeconds: s.loginMaxLockSeconds };
  const signedIn = await lastLogin(db, email, address);
  const pair = await failures(db, { email, address }, signedIn && signedIn > since ? signedIn : since);
  const pairLock = lockRemainingSeconds(pair.n, pair.last, { ...backoff, free: s.maxFailuresPerAccount });
  if (pairLock > 0 || signedIn) return pairLock;
  const all = await failures(db, { address }, since);
  return lockRemainingSeconds(all.n, all.last, { ...backoff, free: s.maxFailuresPerAddress });
}
