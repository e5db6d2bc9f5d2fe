import { afterAll, beforeAll } from 'vitest';
import { apiCall, type CallResult, type Caller } from '../apiCall.ts';
import { startTestServer, type TestServer } from '../startTestServer.ts';
import { type StripeServer, startStripeServer } from '../../stripe/stripeServer.ts';

/**
 * A cloud server whose billing talks to the tests' Stripe protocol server (billing reads its
 * settings from the environment when used, so they are set for the file and put back after).
 */
export function billingHarness() {
  const h = {} as {
    server: TestServer;
    stripe: StripeServer;
    call: (method: string, path: string, body?: unknown, caller?: Caller) => Promise<CallResult>;
    me: (caller?: Caller) => Promise<Record<string, string>>;
  };
  let saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    h.stripe = await startStripeServer();
    const env = h.stripe.env();
    saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
    Object.assign(process.env, env);
    h.server = await startTestServer({ env: { PLATFORM_TYPE: 'cloud' } });
    h.call = (method, path, body, caller = h.server) => apiCall(caller, method, path, body);
    h.me = async (caller = h.server) => (await apiCall(caller, 'GET', '/auth/me')).body;
  });
  afterAll(async () => {
    await h.server?.close();
    await h.stripe?.close();
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });
  return h;
}

/** What the Stripe protocol server charges for `cents` a month from `date` to the period's end. */
export function remaining(
  cents: number,
  p: { currentPeriodStart: number; currentPeriodEnd: number; prorationDate: number },
) {
  return Math.round(
    (cents * (p.currentPeriodEnd - p.prorationDate)) / (p.currentPeriodEnd - p.currentPeriodStart),
  );
}
