import { describe, expect, it } from 'vitest';
import { encryptLikePeer } from '../../../tests/api/peerDatabase/peerEncrypt.ts';
import { planPeerSso, SSO_NOTES } from './peerSsoProviders.ts';

const KEY = 'k';
const row = (name: string, config: Record<string, unknown>, status = 'enable') => ({
  id: `id-${name}`,
  name,
  config: encryptLikePeer(config, KEY),
  status,
});

describe('planPeerSso', () => {
  it('without single sign-on here, or without people, only notes why', () => {
    const rows = [row('google', { clientID: 'c', clientSecret: 's' })];
    expect(planPeerSso(rows, { sso: false, people: true, peerKey: KEY })).toEqual({ note: SSO_NOTES.noSso });
    expect(planPeerSso(rows, { sso: true, people: false, peerKey: KEY })).toEqual({
      note: SSO_NOTES.notAdmin,
    });
  });

  it('skips a provider left unconfigured there and one we do not know', () => {
    const plan = planPeerSso(
      [row('azure', { tenantID: '', clientID: 'c', clientSecret: 's' }), row('okta', {})],
      { sso: true, people: true, peerKey: KEY },
    );
    expect(plan).toEqual({
      providers: [],
      skipped: {
        'not configured there (no client ID, secret, tenant or domain)': 1,
        'a provider this product does not know': 1,
      },
    });
  });

  it('a domain that is no host name, or no key: 400 naming the provider', () => {
    const bad = [row('auth0', { domain: 'evil.example/x?', clientID: 'c', clientSecret: 's' })];
    expect(() => planPeerSso(bad, { sso: true, people: true, peerKey: KEY })).toThrow(
      "SSO provider 'auth0' (id-auth0).domain: must be a host name",
    );
    expect(() => planPeerSso(bad, { sso: true, people: true })).toThrow(
      "The database has 1 SSO providers: give the peer's key",
    );
  });
});
