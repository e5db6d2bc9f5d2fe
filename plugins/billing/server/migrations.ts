import { sql } from 'kysely';
import type { Migration } from '../../../host/server/db/migrations.ts';
import './BillingTable.ts';

export const billingMigrations: Migration[] = [
  {
    id: '0001-create-organization-billing',
    async up(db) {
      await db.schema
        .createTable('organization_billing')
        .addColumn('organization_id', 'text', (c) => c.primaryKey())
        .addColumn('customer_id', 'text', (c) => c.notNull().unique())
        .addColumn('subscription_id', 'text', (c) => c.notNull().unique())
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('additional_seats', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('first_month_free_used', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('created_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
];
