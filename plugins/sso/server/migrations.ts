import { sql } from 'kysely';
import type { Migration } from '../../../host/server/db/migrations.ts';

export const ssoMigrations: Migration[] = [
  {
    id: '0001-create-sso',
    async up(db) {
      await db.schema
        .createTable('sso_provider')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('organization_id', 'text', (c) =>
          c.notNull().references('organization.id').onDelete('cascade'),
        )
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('issuer', 'text', (c) => c.notNull())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('secret_data', 'text', (c) => c.notNull())
        .addColumn('secret_iv', 'text', (c) => c.notNull())
        .addColumn('secret_tag', 'text', (c) => c.notNull())
        .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('sso_login_state')
        .addColumn('state_hash', 'text', (c) => c.primaryKey())
        .addColumn('provider_id', 'text', (c) =>
          c.notNull().references('sso_provider.id').onDelete('cascade'),
        )
        .addColumn('nonce', 'text', (c) => c.notNull())
        .addColumn('code_verifier', 'text', (c) => c.notNull())
        .addColumn('redirect_uri', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
  },
  {
    id: '0002-create-sso-session',
    async up(db) {
      await db.schema
        .createTable('sso_session')
        .addColumn('session_id', 'text', (c) =>
          c.primaryKey().references('auth_session.id').onDelete('cascade'),
        )
        .addColumn('provider_id', 'text', (c) =>
          c.notNull().references('sso_provider.id').onDelete('cascade'),
        )
        .addColumn('id_token', 'text', (c) => c.notNull())
        .addColumn('end_hash', 'text', (c) => c.unique())
        .addColumn('end_expires_at', 'timestamptz')
        .execute();
    },
  },
  {
    id: '0003-sso-session-end-endpoint',
    async up(db) {
      // Tokens kept before the endpoint was stored cannot be used for logout: drop them.
      await db.deleteFrom('sso_session').execute();
      await db.schema
        .alterTable('sso_session')
        .addColumn('end_session_endpoint', 'text', (c) => c.notNull())
        .execute();
    },
  },
];
