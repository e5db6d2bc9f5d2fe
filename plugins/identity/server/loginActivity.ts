import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { LoginActivityKind } from '../common/identityTypes.ts';
import { identitySettings } from './identitySettings.ts';

export async function recordLoginActivity(
  db: Kysely<Database>,
  entry: {
    email: string;
    userId: string | null;
    address: string | null;
    kind: LoginActivityKind;
    message: string;
  },
): Promise<void> {
  await db
    .insertInto('login_activity')
    .values({
      id: randomUUID(),
      email: entry.email,
      user_id: entry.userId,
      address: entry.address,
      kind: entry.kind,
      message: entry.message,
    })
    .execute();
}

/**
 * Whether another login attempt is refused: too many failures for this account or from this
 * address within the window. Counted from login_activity, so the limit holds across restarts
 * and instances; an account's count restarts after its last successful login.
 */
export async function loginThrottled(
  db: Kysely<Database>,
  email: string,
  address: string | null,
): Promise<boolean> {
  const s = identitySettings();
  const since = new Date(Date.now() - s.failureWindowMinutes * 60_000);
  const lastLogin = await db
    .selectFrom('login_activity')
    .select((eb) => eb.fn.max('created_date').as('at'))
    .where('email', '=', email)
    .where('kind', '=', 'LOGIN')
    .executeTakeFirst();
  const accountSince = lastLogin?.at && new Date(lastLogin.at) > since ? new Date(lastLogin.at) : since;
  const perAccount = await db
    .selectFrom('login_activity')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('email', '=', email)
    .where('kind', '=', 'FAILED')
    .where('created_date', '>', accountSince)
    .executeTakeFirst();
  if (Number(perAccount?.n ?? 0) >= s.maxFailuresPerAccount) return true;
  if (!address) return false;
  const perAddress = await db
    .selectFrom('login_activity')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('address', '=', address)
    .where('kind', '=', 'FAILED')
    .where('created_date', '>', since)
    .executeTakeFirst();
  return Number(perAddress?.n ?? 0) >= s.maxFailuresPerAddress;
}
