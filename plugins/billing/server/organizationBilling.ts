import type { Kysely, Selectable } from 'kysely';
import type Stripe from 'stripe';
import type { Database } from '../../../host/server/db/Database.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import type { OrganizationBillingTable } from './BillingTable.ts';
import { type BillingSettings, planById } from './billingSettings.ts';

export type OrganizationBilling = Selectable<OrganizationBillingTable>;

export function readBilling(db: Kysely<Database>, organizationId: string) {
  return db
    .selectFrom('organization_billing')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
}

/** Who pays: the organisation and the admin whose address the provider mails. */
export interface Payer {
  organizationId: string;
  email: string;
  name: string;
}

const inFlight = new Map<string, Promise<OrganizationBilling>>();

async function provision(
  db: Kysely<Database>,
  settings: BillingSettings,
  stripe: Stripe,
  payer: Payer,
): Promise<OrganizationBilling> {
  const free = planById(settings, 'free');
  if (!free.priceId) throw httpError(503, 'Billing is not configured: set STRIPE_FREE_PRICE_ID');
  const customer = await stripe.customers.create({
    email: payer.email,
    name: payer.name,
    metadata: { organizationId: payer.organizationId },
  });
  const subscription = await stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: free.priceId }],
    metadata: { organizationId: payer.organizationId },
  });
  // Two instances provisioning at once: the first row wins, the other's customer stays unused.
  await db
    .insertInto('organization_billing')
    .values({
      organization_id: payer.organizationId,
      customer_id: customer.id,
      subscription_id: subscription.id,
      product_id: free.productId,
      status: subscription.status,
    })
    .onConflict((oc) => oc.column('organization_id').doNothing())
    .execute();
  return (await readBilling(db, payer.organizationId)) as OrganizationBilling;
}

/**
 * The organisation's billing row; a new organisation (sign-up) gets a customer and a subscription
 * on the Free plan first. Concurrent first calls of one instance share one provisioning.
 */
export async function ensureBilling(
  db: Kysely<Database>,
  settings: BillingSettings,
  stripe: () => Stripe,
  payer: Payer,
): Promise<OrganizationBilling> {
  const row = await readBilling(db, payer.organizationId);
  if (row) return row;
  let pending = inFlight.get(payer.organizationId);
  if (!pending) {
    pending = provision(db, settings, stripe(), payer).finally(() => inFlight.delete(payer.organizationId));
    inFlight.set(payer.organizationId, pending);
  }
  return pending;
}

/** A subscription id from the caller must be its organisation's own; any other answers 404. */
export function requireOwn(row: OrganizationBilling, ids: { subscriptionId?: string; customerId?: string }) {
  if (ids.subscriptionId !== undefined && ids.subscriptionId !== row.subscription_id)
    throw httpError(404, `Subscription ${ids.subscriptionId} not found`);
  if (ids.customerId !== undefined && ids.customerId !== row.customer_id)
    throw httpError(404, `Customer ${ids.customerId} not found`);
}
