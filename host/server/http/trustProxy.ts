import { isIP } from 'node:net';
import { parseCidr } from '../../common/net/cidr.ts';

/**
 * Which proxies may tell the server the caller's address and scheme (X-Forwarded-For, -Proto,
 * -Host), from TRUST_PROXY: unset or `false` trusts none (the headers are ignored), `true` trusts
 * any, a comma-separated list trusts those addresses or CIDRs. What Fastify's `trustProxy`
 * option takes; null when the value is none of these.
 */
export function parseTrustProxy(raw: string | undefined): boolean | string[] | null {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // Written-out addresses only: parseCidr reads shorthands ('1') that the proxy check would not.
  const valid = (entry: string) => isIP(entry.split('/')[0] ?? '') !== 0 && parseCidr(entry) !== null;
  return list.length && list.every(valid) ? list : null;
}
