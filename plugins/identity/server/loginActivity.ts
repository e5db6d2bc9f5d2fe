import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { LoginActivityKind } from '../common/identityTypes.ts';

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
