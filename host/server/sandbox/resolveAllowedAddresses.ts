import { lookup } from 'node:dns/promises';
import { ALLOW_PRIVATE_ENV, type AllowPrivate, isPrivateAllowed } from '../../common/net/allowPrivate.ts';
import { parseIpAddress } from '../../common/net/ipAddress.ts';
import { classifyAddress } from '../../common/net/isPrivateAddress.ts';
import { GuardedFetchError } from './guardedFetchError.ts';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (dns.lookup semantics, so /etc/hosts counts). */
export type HostLookup = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: HostLookup = async (hostname) => {
  const found = await lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/**
 * Checks a URL's scheme and resolves its host, refusing the whole request when ANY address is not public
 * (unless allowed): a name with one public and one private record must not be a way in.
 * The caller connects to exactly these addresses, so a second DNS answer cannot swap them (rebinding).
 */
export async function resolveAllowedAddresses(
  url: URL,
  allowPrivate: AllowPrivate,
  hostLookup: HostLookup,
): Promise<ResolvedAddress[]> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new GuardedFetchError(
      'BAD_PROTOCOL',
      `Only http: and https: URLs can be fetched, not ${url.protocol}`,
    );
  }
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (hostname === '') throw new GuardedFetchError('BAD_URL', `The URL ${url.href} has no host`);
  let addresses: ResolvedAddress[];
  const literal = parseIpAddress(hostname);
  if (literal) {
    addresses = [{ address: hostname, family: literal.version }];
  } else {
    try {
      addresses = await hostLookup(hostname);
    } catch (error) {
      throw new GuardedFetchError('DNS', `Could not resolve ${hostname}: ${(error as Error).message}`);
    }
    if (addresses.length === 0) throw new GuardedFetchError('DNS', `Could not resolve ${hostname}`);
  }
  for (const { address } of addresses) {
    const kind = classifyAddress(address);
    if (kind === 'public' || isPrivateAllowed(allowPrivate, hostname, address)) continue;
    throw new GuardedFetchError(
      'BLOCKED_ADDRESS',
      `Refused to connect to ${hostname} (${address}, a ${kind ?? 'unknown'} address): private, loopback and ` +
        `link-local addresses are blocked. To allow it, set ${ALLOW_PRIVATE_ENV}=${hostname} ` +
        `(a comma list of hosts or CIDRs, or 'true').`,
    );
  }
  return addresses;
}
