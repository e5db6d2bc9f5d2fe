import Stripe from 'stripe';
import type { AllowPrivate } from '../../../host/common/net/allowPrivate.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { createGuardedWebFetch } from '../../../host/server/sandbox/guardedWebFetch.ts';
import type { BillingSettings } from './billingSettings.ts';

const clients = new Map<string, Stripe>();

/**
 * The provider's official client, sending every request through the host's guarded fetch (the
 * address policy of every outgoing request: a loopback STRIPE_API_BASE needs HTTP_ALLOW_PRIVATE,
 * as the tests' protocol server does). One client per key and address.
 */
export function stripeClient(settings: BillingSettings, allowPrivate: AllowPrivate): Stripe {
  if (!settings.secretKey) throw httpError(503, 'Billing is not configured: set STRIPE_SECRET_KEY');
  const base = settings.apiBase;
  const key = `${settings.secretKey}\n${base.href}\n${JSON.stringify(allowPrivate)}`;
  let client = clients.get(key);
  if (!client) {
    const https = base.protocol === 'https:';
    client = new Stripe(settings.secretKey, {
      httpClient: Stripe.createFetchHttpClient(
        createGuardedWebFetch({ allowPrivate, headersTimeoutMs: 30_000 }),
      ),
      host: base.hostname,
      port: base.port || (https ? 443 : 80),
      protocol: https ? 'https' : 'http',
      maxNetworkRetries: 1,
      timeout: 30_000,
    });
    clients.set(key, client);
  }
  return client;
}

/** A provider failure as the caller sees it: 502 with the provider's message, never the key. */
export function providerError(err: unknown): Error {
  if (err instanceof Stripe.errors.StripeError) {
    // Stripe's own text for a bad key quotes part of it: never passed on.
    if (err.statusCode === 401)
      return httpError(502, 'Payment provider refused the configured key (STRIPE_SECRET_KEY)');
    const status = err.statusCode && err.statusCode < 500 && err.statusCode !== 401 ? 400 : 502;
    return httpError(status, `Payment provider: ${err.message}`);
  }
  return err instanceof Error ? err : new Error(String(err));
}
