import { httpError } from '../../../host/server/http/HttpError.ts';
import type { ImportedSsoProvider } from '../../sso/public.ts';
import type { PeerLoginMethod } from '../common/peerSets.ts';
import { decryptPeerCredential } from './peerCipher.ts';

type Config = Record<string, unknown>;

/** A tenant id or a domain as the peer's settings hold them: a host name (a port at most), nothing else. */
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$/;

/**
 * The peer's OpenID Connect providers as issuers: Microsoft (its tenant), Google, Auth0 (its
 * domain). Null when the setting the issuer needs is empty (the peer saves every provider of its
 * form, configured or not).
 */
const PROVIDERS: Record<string, { label: string; issuer(config: Config, field: string): string | null }> = {
  azure: {
    label: 'Microsoft',
    issuer: (c, field) =>
      host(c.tenantID, `${field}.tenantID`, (t) => `https://login.microsoftonline.com/${t}/v2.0`),
  },
  google: { label: 'Google', issuer: () => 'https://accounts.google.com' },
  auth0: { label: 'Auth0', issuer: (c, field) => host(c.domain, `${field}.domain`, (d) => `https://${d}/`) },
};

function host(value: unknown, field: string, issuer: (host: string) => string): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return null;
  if (!HOST.test(text)) throw httpError(400, `${field}: must be a host name`);
  return issuer(text);
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The peer's sign-in providers (login_method) ready for the sso plugin, decrypted before anything
 * is written: its config is encrypted with the peer's key as credentials are, so a missing or wrong
 * key is a 400 naming the first provider that needs it. GitHub (OAuth 2.0, no OpenID Connect), a
 * provider we do not know and one left unconfigured there are skipped with the reason.
 */
export function decryptPeerLoginMethods(
  rows: PeerLoginMethod[],
  peerKey: string | undefined,
): { providers: ImportedSsoProvider[]; skipped: Record<string, number> } {
  const skipped: Record<string, number> = {};
  const skip = (why: string) => {
    skipped[why] = (skipped[why] ?? 0) + 1;
  };
  const known = rows.filter((r) => PROVIDERS[r.name] && r.config);
  if (known.length && !peerKey)
    throw httpError(
      400,
      `The database has ${known.length} SSO providers: give the peer's key (its encryption.key file or FLOWISE_SECRETKEY_OVERWRITE)`,
    );
  const providers: ImportedSsoProvider[] = [];
  for (const row of rows) {
    const provider = PROVIDERS[row.name];
    if (row.name === 'github') {
      skip('GitHub signs in with OAuth 2.0 without OpenID Connect, which single sign-on here needs');
      continue;
    }
    if (!provider) {
      skip('a provider this product does not know');
      continue;
    }
    const source = `SSO provider '${row.name}' (${row.id})`;
    let config: Config = {};
    if (row.config) {
      try {
        config = decryptPeerCredential(row.config, peerKey as string);
      } catch (err) {
        throw httpError(400, `${source}: its settings could not be decrypted: ${(err as Error).message}`);
      }
    }
    const issuer = provider.issuer(config, source);
    const clientId = text(config.clientID);
    const clientSecret = text(config.clientSecret);
    if (!issuer || !clientId || !clientSecret) {
      skip('not configured there (no client ID, secret, tenant or domain)');
      continue;
    }
    providers.push({
      source,
      label: provider.label,
      issuer,
      clientId,
      clientSecret,
      enabled: row.status === 'enable',
    });
  }
  return { providers, skipped };
}
