import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuresFor } from '../../../plugins/identity/common/featureFlags.ts';
import { startTestServer, type TestServer } from '../startTestServer.ts';
import { routeKey } from './authorizationMatrix.ts';
import { escalationAttempts, escalationRoutes } from './escalationAttempts.ts';
import { type Cast, createCast } from './escalationCast.ts';

/**
 * The escalation matrix of one edition (README, "Security"): every route that grants, links,
 * invites, removes or edits roles (chosen from the route registry) is tried by callers who ask for
 * more than they hold — for themselves and for others, in their own workspace and in another —
 * and must answer 403 with not a row changed; the attempts within the rules must pass.
 */
export function describeEscalation(edition: 'enterprise' | 'cloud'): void {
  describe(`escalation matrix (${edition})`, () => {
    let server: TestServer;
    let cast: Cast;
    beforeAll(async () => {
      server = await startTestServer({ env: { PLATFORM_TYPE: edition } });
      cast = await createCast(server);
    }, 300_000);
    afterAll(() => server?.close());

    it('has attempts for every route that grants, links, invites or edits roles', () => {
      const routes = escalationRoutes(server.app.brains.routes).map(routeKey);
      expect(routes.length).toBeGreaterThan(15);
      const covered = new Set(escalationAttempts().map((a) => a.route));
      expect(routes.filter((r) => !covered.has(r))).toEqual([]);
    });

    it('refuses every grant beyond what the caller holds and writes nothing', {
      timeout: 900_000,
    }, async () => {
      const mounted = new Map(server.app.brains.routes.map((r) => [routeKey(r), r]));
      const features = featuresFor(edition, null);
      const wrong: string[] = [];
      let tried = 0;
      for (const a of escalationAttempts()) {
        const r = mounted.get(a.route);
        if (!r) continue;
        const { path, body } = await a.call(cast);
        const before = await cast.snapshot();
        const res = await cast.users[a.caller].session.fetch(path, {
          method: r.method,
          ...(body === undefined
            ? {}
            : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
        });
        const text = await res.text();
        const changed = (await cast.snapshot()) !== before;
        tried++;
        // A route whose feature the edition lacks is closed to everyone (SSO in cloud).
        const featureOff = !!r.feature && !(r.feature in features);
        const refused = a.expect === 'refused' || featureOff;
        const status = featureOff ? 403 : (a.status ?? 403);
        const ok = refused ? res.status === status && !changed : res.status >= 200 && res.status < 300;
        if (!ok) {
          wrong.push(
            `${a.route} — ${a.title} (${a.caller}): ${res.status}${refused && changed ? ', rows changed' : ''} ${text.slice(0, 160)}`,
          );
        }
      }
      expect(tried).toBeGreaterThan(60);
      expect(wrong).toEqual([]);
    });
  });
}
