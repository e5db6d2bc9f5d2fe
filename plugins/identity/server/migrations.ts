import './mailSettings/MailSettingsTable.ts';
import { type CreateTableBuilder, sql } from 'kysely';
import type { Migration } from '../../../host/server/db/migrations.ts';
import { BUILT_IN_ROLE_IDS, BUILT_IN_ROLES } from '../common/permissionCatalogue.ts';
import './identityTables.ts';

// biome-ignore lint/suspicious/noExplicitAny: the builder's table name type does not matter here
const dates = <T extends CreateTableBuilder<any, any>>(t: T): T =>
  t
    .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)) as T;

export const identityMigrations: readonly Migration[] = [
  {
    id: '0001-create-identity',
    async up(db) {
      await dates(
        db.schema
          .createTable('organization')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('features', 'text'),
      ).execute();
      await dates(
        db.schema
          .createTable('user')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('credential', 'text')
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('unverified'))
          .addColumn('last_login', 'timestamptz'),
      ).execute();
      await dates(
        db.schema
          .createTable('workspace')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('organization_id', 'text', (c) =>
            c.notNull().references('organization.id').onDelete('cascade'),
          )
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('description', 'text')
          .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
          .addUniqueConstraint('workspace_org_name_unique', ['organization_id', 'name']),
      ).execute();
      await dates(
        db.schema
          .createTable('role')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('organization_id', 'text', (c) => c.references('organization.id').onDelete('cascade'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('description', 'text')
          .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]')),
      ).execute();
      await dates(
        db.schema
          .createTable('organization_user')
          .addColumn('organization_id', 'text', (c) =>
            c.notNull().references('organization.id').onDelete('cascade'),
          )
          .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
          .addColumn('role_id', 'text', (c) => c.notNull().references('role.id'))
          .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
          .addPrimaryKeyConstraint('organization_user_pk', ['organization_id', 'user_id']),
      ).execute();
      await dates(
        db.schema
          .createTable('workspace_user')
          .addColumn('workspace_id', 'text', (c) =>
            c.notNull().references('workspace.id').onDelete('cascade'),
          )
          .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
          .addColumn('role_id', 'text', (c) => c.notNull().references('role.id'))
          .addColumn('last_login', 'timestamptz')
          .addPrimaryKeyConstraint('workspace_user_pk', ['workspace_id', 'user_id']),
      ).execute();
      await dates(
        db.schema
          .createTable('auth_session')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
          .addColumn('workspace_id', 'text', (c) => c.notNull())
          .addColumn('refresh_hash', 'text', (c) => c.notNull().unique())
          .addColumn('previous_hash', 'text')
          .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
          .addColumn('revoked_date', 'timestamptz')
          .addColumn('address', 'text'),
      ).execute();
      await db.schema
        .createIndex('auth_session_previous_idx')
        .on('auth_session')
        .column('previous_hash')
        .execute();
      await db.schema
        .createTable('user_token')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_date', 'timestamptz')
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('login_activity')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text')
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('address', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex('login_activity_date_idx')
        .on('login_activity')
        .columns(['kind', 'created_date'])
        .execute();
      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('workspace_shared')
        .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspace.id').onDelete('cascade'))
        .addColumn('shared_item_id', 'text', (c) => c.notNull())
        .addColumn('item_type', 'text', (c) => c.notNull())
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('workspace_shared_pk', ['workspace_id', 'shared_item_id'])
        .execute();
      for (const id of BUILT_IN_ROLE_IDS) {
        const role = BUILT_IN_ROLES[id];
        await db
          .insertInto('role')
          .values({
            id,
            organization_id: null,
            name: role.name,
            description: role.description,
            permissions: JSON.stringify(role.permissions),
          })
          .execute();
      }
    },
  },
  {
    // Users who signed in through single sign-on (the sso plugin sets it): no password or profile changes.
    id: '0002-user-is-sso',
    async up(db) {
      await db.schema
        .alterTable('user')
        .addColumn('is_sso', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
    },
  },
  {
    // The moment of the last rotation, for the grace window of concurrent refreshes.
    id: '0003-session-rotated-date',
    async up(db) {
      await db.schema.alterTable('auth_session').addColumn('rotated_date', 'timestamptz').execute();
    },
  },
  {
    // An organisation's own mail server (Email settings), the password sealed like credentials.
    id: '0004-organization-mail-settings',
    async up(db) {
      await db.schema
        .createTable('organization_mail_settings')
        .addColumn('organization_id', 'text', (c) =>
          c.primaryKey().references('organization.id').onDelete('cascade'),
        )
        .addColumn('host', 'text', (c) => c.notNull())
        .addColumn('port', 'integer', (c) => c.notNull())
        .addColumn('secure', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('username', 'text')
        .addColumn('password_data', 'text')
        .addColumn('password_iv', 'text')
        .addColumn('password_tag', 'text')
        .addColumn('from_address', 'text')
        .addColumn('updated_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
];
