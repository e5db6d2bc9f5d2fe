import { type IpAddress, parseIpAddress } from './ipAddress.ts';

/** An address block such as 10.0.0.0/8 or fc00::/7. */
export interface Cidr {
  version: 4 | 6;
  bytes: Uint8Array;
  prefix: number;
}

/** Parses 'a.b.c.d/n' or 'v6/n'; a bare address is a /32 or /128. Null when malformed. */
export function parseCidr(text: string): Cidr | null {
  const [addressText, prefixText, extra] = text.trim().split('/');
  if (extra !== undefined || addressText === undefined) return null;
  const ip = parseIpAddress(addressText);
  if (!ip) return null;
  const max = ip.version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (prefix > max) return null;
  return { version: ip.version, bytes: ip.bytes, prefix };
}

/** True when the address lies inside the block (same family only). */
export function cidrContains(cidr: Cidr, ip: IpAddress): boolean {
  if (cidr.version !== ip.version) return false;
  let bits = cidr.prefix;
  for (let i = 0; bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if ((cidr.bytes[i]! & mask) !== (ip.bytes[i]! & mask)) return false;
  }
  return true;
}
