import type { FastifyRequest } from 'fastify';
import type { AuthUserSubject, OrganizationBillingFields } from '../../identity/public.ts';
import { billingSettings } from './billingSettings.ts';
import { ensureBilling, readBilling } from './organizationBilling.ts';
import { providerError, stripeClient } from './stripeClient.ts';

/**
 * The user record's subscription, customer and product ids (section 3). An organisation without
 * a subscription yet (just signed up) gets one on the Free plan the first time its admin signs in,
 * when billing is configured; a failure there is logged and the record stays without ids.
 */
export async function billingAuthFields(
  req: FastifyRequest,
  subject: AuthUserSubject,
): Promise<OrganizationBillingFields> {
  const { db, config } = req.server.brains;
  let row = await readBilling(db, subject.organizationId);
  if (!row && subject.isOrganizationAdmin) {
    try {
      const settings = billingSettings();
      if (settings.secretKey)
        row = await ensureBilling(db, settings, () => stripeClient(settings, config.allowPrivate), {
          organizationId: subject.organizationId,
          email: subject.email,
          name: subject.name,
        });
    } catch (err) {
      req.log.warn(
        { err: providerError(err).message },
        'billing: the organisation could not be subscribed yet',
      );
    }
  }
  if (!row) return {};
  return {
    activeOrganizationSubscriptionId: row.subscription_id,
    activeOrganizationCustomerId: row.customer_id,
    activeOrganizationProductId: row.product_id,
  };
}
