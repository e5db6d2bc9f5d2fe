import type { ColumnType, Generated } from '../../../host/server/db/Database.ts';

type Updated = ColumnType<Date, Date | string | undefined, Date | string>;

/** An organisation's subscription with the payment provider, kept true by its webhooks. */
export interface OrganizationBillingTable {
  organization_id: string;
  customer_id: string;
  subscription_id: string;
  /** The plan's product id at the provider. */
  product_id: string;
  /** The provider's subscription status: active | trialing | past_due | unpaid | canceled | ... */
  status: string;
  /** Seats bought beyond the plan's included users, as the provider last reported them. */
  additional_seats: Generated<number>;
  /** The first Starter month was given free once: never again. */
  first_month_free_used: Generated<boolean>;
  created_date: ColumnType<Date, Date | string | undefined, never>;
  updated_date: Updated;
}

declare module '../../../host/server/db/Database.ts' {
  interface Database {
    organization_billing: OrganizationBillingTable;
  }
}
