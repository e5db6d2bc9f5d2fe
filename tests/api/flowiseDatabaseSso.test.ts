import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialKeyFor, openCredentialData } from '../../plugins/credentials/public.ts';
import { buildPeerSqlite } from './peerDatabase/buildPeerSqlite.ts';
import { encryptLikePeer } from './peerDatabase/peerEncrypt.ts';
import { PEOPLE, withPeerPeople } from './peerDatabase/peerPeople.ts';
import { peerRows } from './peerDatabase/peerRows.ts';
import { ADMIN_EMAIL, type Session, startTestServer, type TestServer } from './startTestServer.ts';

/**
 * The peer's single sign-on providers (3.x login_method, its config encrypted with its key) come
 * into the sso plugin's providers of the importing admin's organisation (enterprise edition):
 * Microsoft (its tenant), Google and Auth0 (its domain) as OpenID Connect issuers, client secrets
 * sealed with our key; GitHub (no OpenID Connect) is skipped with the reason.
 */
const PEER_KEY = 'peer-encryption-key-sso\n';
const GITHUB_REASON =
  'GitHub signs in with OAuth 2.0 without OpenID Connect, which single sign-on here needs';

let server: TestServer;

const loginMethods = (key: string) => [
  {
    id: '1a000000-0000-4000-8000-0000000000b1',
    organizationId: PEOPLE.organization,
    name: 'azure',
    config: encryptLikePeer(
      { tenantID: 'contoso-tenant', clientID: 'az-client', clientSecret: 'az-secret-1' },
      key,
    ),
    status: 'enable',
  },
  {
    id: '1a000000-0000-4000-8000-0000000000b2',
    organizationId: PEOPLE.organization,
    name: 'google',
    config: encryptLikePeer({ clientID: 'g-client', clientSecret: 'g-secret-2' }, key),
    status: 'disable',
  },
  {
    id: '1a000000-0000-4000-8000-0000000000b3',
    organizationId: PEOPLE.organization,
    name: 'auth0',
    config: encryptLikePeer(
      { domain: 'peer.eu.auth0.com', clientID: 'a0-client', clientSecret: 'a0-secret-3' },
      key,
    ),
    status: 'enable',
  },
  {
    id: '1a000000-0000-4000-8000-0000000000b4',
    organizationId: PEOPLE.organization,
    name: 'github',
    config: encryptLikePeer({ clientID: 'gh-client', clientSecret: 'gh-secret-4' }, key),
    status: 'enable',
  },
];

/** The peer's database; its sign-in settings encrypted with `ssoKey` (its key unless said). */
const peerDatabase = (ssoKey = PEER_KEY) =>
  buildPeerSqlite('3.x', {
    ...withPeerPeople(peerRows('3.x', PEER_KEY, 'http://127.0.0.1:9'), ADMIN_EMAIL),
    login_method: loginMethods(ssoKey),
  });

async function upload(session: Session, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'database.sqlite');
  form.append('secretKey', new Blob([PEER_KEY]), 'encryption.key');
  form.append('onExisting', 'skip');
  const res = await session.fetch('/api/v1/import/flowise-database', { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const providerRows = () =>
  server.app.brains.db
    .selectFrom('sso_provider')
    .selectAll()
    .orderBy('created_date')
    .orderBy('label')
    .execute();
const userCount = async () => (await server.app.brains.db.selectFrom('user').select('id').execute()).length;

beforeAll(async () => {
  server = await startTestServer({ env: { PLATFORM_TYPE: 'enterprise' } });
});
afterAll(async () => {
  await server?.close();
});

describe("the peer's SSO providers (enterprise edition)", () => {
  it('settings the key does not decrypt: 400 naming the provider, nothing imported', async () => {
    const users = await userCount();
    const res = await upload(server.admin?.session as Session, await peerDatabase('another key'));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(
      /^SSO provider 'azure' \(1a000000-0000-4000-8000-0000000000b1\): its settings could not be decrypted: wrong key/,
    );
    expect(await providerRows()).toEqual([]);
    expect(await userCount()).toBe(users);
  });

  it('someone who is not an organisation admin: not imported, the report says why', async () => {
    const owner = await server.createUser({ role: 'owner' });
    const res = await upload(owner.session, await peerDatabase());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.ssoProviders).toEqual({
      found: 4,
      note: 'not imported: only an organisation admin imports sign-in providers',
    });
    expect(await providerRows()).toEqual([]);
  });

  it('the admin imports them as OpenID Connect providers, secrets sealed; a second import adds none', async () => {
    const res = await upload(server.admin?.session as Session, await peerDatabase());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.ssoProviders).toEqual({ found: 4, imported: 3, skipped: { [GITHUB_REASON]: 1 } });
    expect(res.body.lines).toContain(`SSO providers: 3 imported (skipped: 1 ${GITHUB_REASON})`);

    const page = await (await server.fetch('/api/v1/sso-config')).json();
    const shown = (page.providers as Record<string, unknown>[])
      .map(({ id: _id, ...p }) => p)
      .sort((a, b) => String(a.label).localeCompare(String(b.label)));
    expect(shown).toEqual([
      {
        label: 'Auth0',
        issuer: 'https://peer.eu.auth0.com',
        clientId: 'a0-client',
        clientSecret: 'set',
        enabled: true,
      },
      {
        label: 'Google',
        issuer: 'https://accounts.google.com',
        clientId: 'g-client',
        clientSecret: 'set',
        enabled: false,
      },
      {
        label: 'Microsoft',
        issuer: 'https://login.microsoftonline.com/contoso-tenant/v2.0',
        clientId: 'az-client',
        clientSecret: 'set',
        enabled: true,
      },
    ]);
    // The sign-in page offers the enabled ones.
    const buttons = await (await server.anonymousFetch('/api/v1/sso/providers')).json();
    expect((buttons as { label: string }[]).map((b) => b.label).sort()).toEqual(['Auth0', 'Microsoft']);

    // Sealed with our credential key, bound to the row; the secret is nowhere in clear.
    const key = await credentialKeyFor({ config: server.app.brains.config, log: server.app.log } as never);
    const rows = await providerRows();
    const org = await server.app.brains.db.selectFrom('organization').select('id').executeTakeFirstOrThrow();
    for (const row of rows) {
      expect(row.organization_id).toBe(org.id);
      expect(JSON.stringify(row)).not.toMatch(/secret-\d/);
    }
    const microsoft = rows.find((r) => r.label === 'Microsoft');
    expect(
      openCredentialData(key, microsoft?.id as string, {
        encrypted_data: microsoft?.secret_data as string,
        iv: microsoft?.secret_iv as string,
        tag: microsoft?.secret_tag as string,
      }),
    ).toEqual({ clientSecret: 'az-secret-1' });

    const again = await upload(server.admin?.session as Session, await peerDatabase());
    expect(again.status).toBe(200);
    expect(again.body.ssoProviders).toEqual({
      found: 4,
      imported: 0,
      skipped: { [GITHUB_REASON]: 1, 'a provider with this issuer and client ID exists here': 3 },
    });
    expect(await providerRows()).toHaveLength(3);
  });
});
