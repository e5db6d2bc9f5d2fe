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
  return list.length && list.every((entry) => parseCidr(entry) !== null) ? list : null;
}
