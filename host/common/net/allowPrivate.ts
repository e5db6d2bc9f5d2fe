import { cidrContains, parseCidr } from './cidr.ts';
import { parseIpAddress } from './ipAddress.ts';

/** The environment variable that lets outgoing requests reach private addresses. */
export const ALLOW_PRIVATE_ENV = 'HTTP_ALLOW_PRIVATE';

/** true: everything; false: nothing; a list: host names, IP addresses or CIDR blocks. */
export type AllowPrivate = boolean | readonly string[];

/** Reads HTTP_ALLOW_PRIVATE: 'true' (or '1'/'*'), or a comma list of hosts or CIDRs; anything empty is false. */
export function parseAllowPrivate(value: string | undefined): AllowPrivate {
  const text = (value ?? '').trim();
  if (text === '' || /^(false|0|no)$/i.test(text)) return false;
  if (/^(true|1|yes|\*)$/i.test(text)) return true;
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Whether a request to `host` that resolved to `address` may go through despite being private. */
export function isPrivateAllowed(allow: AllowPrivate, host: string, address: string): boolean {
  if (allow === true) return true;
  if (allow === false) return false;
  const hostName = host.replace(/^\[|\]$/g, '').toLowerCase();
  const ip = parseIpAddress(address);
  for (const entry of allow) {
    const cidr = parseCidr(entry);
    if (cidr) {
      if (ip && cidrContains(cidr, ip)) return true;
    } else if (entry.toLowerCase().replace(/\.$/, '') === hostName.replace(/\.$/, '')) {
      return true;
    }
  }
  return false;
}
