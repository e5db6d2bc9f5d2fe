import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Edition } from '../../../host/common/editions.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../startTestServer.ts';
import { type StripeServer, startStripeServer } from '../../stripe/stripeServer.ts';
import { hostileRoutes, runHostileMatrix } from './hostileMatrix.ts';
import { pagedRoutes, runPagingMatrix, searchableRoutes } from './pagingMatrix.ts';

const PLATFORM_TYPE: Record<Edition, string> = { oss: '', enterprise: 'enterprise', cloud: 'cloud' };

/** The hostile-input matrix (hostileMatrix.ts) of one edition, on its own server. */
export function describeHostileMatrix(edition: Edition): void {
  describe(`hostile-input matrix (${edition})`, () => {
    let server: TestServer;
    // Cloud billing talks to the tests' Stripe protocol server (its settings are read from the
    // environment when used), so its routes answer as they would in production.
    let stripe: StripeServer | undefined;
    const saved: Record<string, string | undefined> = {};
    beforeAll(async () => {
      if (edition === 'cloud') {
        stripe = await startStripeServer();
        for (const [k, v] of Object.entries(stripe.env())) {
          saved[k] = process.env[k];
          process.env[k] = v;
        }
      }
      server = await startTestServer({ env: { PLATFORM_TYPE: PLATFORM_TYPE[edition] } });
    });
    afterAll(async () => {
      await server?.close();
      await stripe?.close();
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    });

    it('answers every mutating route × hostile body without a 5xx, writing nothing when it refuses', {
      timeout: 900_000,
    }, async () => {
      expect(hostileRoutes(server.app.brains.routes).length).toBeGreaterThan(30);
      const { wrong } = await runHostileMatrix(server, () => server.loginAs(ADMIN_EMAIL, ADMIN_PASSWORD));
      expect(wrong).toEqual([]);
    });

    it('answers 400 naming the field for every paged list × bad page, limit or search', async () => {
      expect(pagedRoutes(server.app.brains.routes).length).toBeGreaterThan(8);
      expect(searchableRoutes(server.app.brains.routes).length).toBeGreaterThanOrEqual(3);
      const admin = await server.loginAs(ADMIN_EMAIL, ADMIN_PASSWORD);
      expect(await runPagingMatrix(admin, server.app.brains.routes)).toEqual([]);
    });
  });
}
