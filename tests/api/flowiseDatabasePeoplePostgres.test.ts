import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFlowiseCommand } from '../../plugins/flowise-import/public.ts';
import { buildPeerPostgres } from './peerDatabase/buildPeerPostgres.ts';
import { encryptLikePeer } from './peerDatabase/peerEncrypt.ts';
import { PEOPLE, withPeerPeople } from './peerDatabase/peerPeople.ts';
import { peerRows } from './peerDatabase/peerRows.ts';
import { ADMIN_EMAIL, startTestServer, type TestServer } from './startTestServer.ts';

/** The PostgreSQL server the peer's database is created on (a database of its own, dropped after). */
const PEER_SERVER = 'postgres://root@127.0.0.1:5432/postgres';
const PEER_KEY = 'peer-postgres-people-key';

let server: TestServer;
let peer: Awaited<ReturnType<typeof buildPeerPostgres>>;

beforeAll(async () => {
  [server, peer] = await Promise.all([
    startTestServer({ env: { PLATFORM_TYPE: 'enterprise' } }),
    buildPeerPostgres(PEER_SERVER, '3.x', {
      ...withPeerPeople(peerRows('3.x', PEER_KEY, 'http://127.0.0.1:9'), ADMIN_EMAIL),
      // Its Auth0 sign-in, which comes along as an OpenID Connect provider.
      login_method: [
        {
          id: '1a000000-0000-4000-8000-0000000000b3',
          organizationId: PEOPLE.organization,
          name: 'auth0',
          config: encryptLikePeer(
            { domain: 'pg.auth0.com', clientID: 'pg-client', clientSecret: 'pg-s' },
            PEER_KEY,
          ),
          status: 'enable',
        },
      ],
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), peer?.drop()]);
});

describe("the peer's users, roles and workspaces from its PostgreSQL (enterprise edition)", () => {
  it('imports them through the CLI; a user signs in with the peer password, then it is argon2id', async () => {
    const lines: string[] = [];
    const out = await importFlowiseCommand(
      server.app,
      ['--postgres', peer.url, '--workspace', 'default'],
      { FLOWISE_SECRETKEY_OVERWRITE: PEER_KEY },
      (l) => lines.push(l),
    );
    expect(out.code, lines.join('\n')).toBe(0);
    expect(lines).toContain('... Importing users, roles and workspaces');
    expect(lines).toContain('... Importing single sign-on providers');
    expect(lines).toContain('SSO providers: 1 imported');
    expect(lines).toContain(
      "Users: 2 imported (skipped: 1 a user with this email exists here; 1 its status there is 'deleted')",
    );
    const db = server.app.brains.db;
    const research = await db
      .selectFrom('workspace')
      .select('id')
      .where('name', '=', 'Research')
      .executeTakeFirstOrThrow();
    const members = await db
      .selectFrom('workspace_user')
      .select('user_id')
      .where('workspace_id', '=', research.id)
      .orderBy('user_id')
      .execute();
    expect(members.map((m) => m.user_id)).toEqual([PEOPLE.ann.id, PEOPLE.bob.id]);
    await server.loginAs(PEOPLE.ann.email, PEOPLE.ann.password);
    const stored = await db
      .selectFrom('user')
      .select('credential')
      .where('id', '=', PEOPLE.ann.id)
      .executeTakeFirstOrThrow();
    expect(stored.credential).toMatch(/^\$argon2id\$/);
    const sso = await db.selectFrom('sso_provider').select(['label', 'issuer', 'enabled']).execute();
    expect(sso).toEqual([{ label: 'Auth0', issuer: 'https://pg.auth0.com', enabled: true }]);
  });
});
