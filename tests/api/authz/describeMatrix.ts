import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Edition } from '../../../host/common/editions.ts';
import { selectPlugins } from '../../../host/common/plugin/selectPlugins.ts';
import { splitList } from '../../../host/common/access/hasPermission.ts';
import { builtinPlugins } from '../../../plugins/builtin.ts';
import { FEATURE_FLAGS } from '../../../plugins/identity/common/featureFlags.ts';
import { unknownPermissions } from '../../../plugins/identity/common/permissionCatalogue.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../startTestServer.ts';
import { createKeyCallers, type KeyCallers, keySession } from './apiKeyCallers.ts';
import { checkWorkspaceIsolation } from './workspaceIsolation.ts';
import { createPersonas, type Personas, routeKey, runMatrix, uncovered } from './authorizationMatrix.ts';

const PLATFORM_TYPE: Record<Edition, string> = { oss: '', enterprise: 'enterprise', cloud: 'cloud' };

/**
 * The authorization matrix of one edition (authorizationMatrix.ts) on its own server: every
 * mounted route has an expectation, and every route answers every persona as it says.
 * Enterprise and cloud also check workspace isolation: another workspace's rows answer 404, to
 * its members and to its API keys alike.
 */
export function describeMatrix(edition: Edition): void {
  describe(`authorization matrix (${edition})`, () => {
    let server: TestServer;
    let personas: Personas;
    let keys: KeyCallers;
    beforeAll(async () => {
      server = await startTestServer({ env: { PLATFORM_TYPE: PLATFORM_TYPE[edition] } });
      personas = await createPersonas(server, edition);
      keys = await createKeyCallers(server, edition, personas.holderRoleId);
    });
    afterAll(() => server?.close());

    it('has an expectation for every mounted route', () => {
      const routes = server.app.brains.routes;
      expect(routes.length).toBeGreaterThan(40);
      const { missing, gone } = uncovered(routes);
      expect(missing).toEqual([]);
      // The public list names no route that is gone (where every built-in plugin is loaded).
      if (selectPlugins(builtinPlugins, edition, []).length === builtinPlugins.length)
        expect(gone).toEqual([]);
    });

    it('declares only permissions a role can hold and feature flags that exist', () => {
      const unknown = server.app.brains.routes.flatMap((r) => [
        ...unknownPermissions(splitList(r.permission ?? '')).map((p) => `${routeKey(r)}: ${p}`),
        ...(r.feature && !(FEATURE_FLAGS as readonly string[]).includes(r.feature)
          ? [`${routeKey(r)}: ${r.feature}`]
          : []),
      ]);
      expect(unknown).toEqual([]);
    });

    it('answers every route as its expectation says, for every persona and API key caller', {
      timeout: 600_000,
    }, async () => {
      expect(await runMatrix(server, edition, personas, keys)).toEqual([]);
    });

    // Open source has one hidden workspace: nothing to isolate.
    if (edition !== 'oss')
      it("another workspace's resources answer 404 by id and stay out of its lists", async () => {
        // The matrix logged the set-up session out: sign in again.
        const admin = await server.loginAs(ADMIN_EMAIL, ADMIN_PASSWORD);
        const outsider = await server.createUser({
          role: 'owner',
          workspace: await server.createWorkspace('Isolated'),
        });
        // A key of that workspace, made by its owner, is held to the same isolation.
        const key = await outsider.session.fetch('/api/v1/apikey', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ keyName: 'Outsider key' }),
        });
        expect(key.status).toBe(201);
        const { apiKey } = (await key.json()) as { apiKey: string };
        const { wrong, checked } = await checkWorkspaceIsolation(server, admin, {
          'another workspace': outsider.session,
          "another workspace's API key": keySession(server, apiKey),
        });
        expect(wrong).toEqual([]);
        expect(checked).toEqual(
          expect.arrayContaining([
            'GET /api/v1/variables/:id',
            'DELETE /api/v1/tools/:id',
            'GET /api/v1/document-store/store/:id',
            'DELETE /api/v1/document-store/store/:id',
          ]),
        );
      });
  });
}
