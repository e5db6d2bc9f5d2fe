import { type Cidr, cidrContains, parseCidr } from './cidr.ts';
import { type IpAddress, parseIpAddress } from './ipAddress.ts';

/** What an address is for; everything except 'public' must not be reached by user-driven requests. */
export type AddressClass =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  | 'cgnat'
  | 'metadata'
  | 'multicast'
  | 'broadcast'
  | 'documentation'
  | 'reserved';

function table(rows: [string, AddressClass][]): [Cidr, AddressClass][] {
  return rows.map(([text, kind]) => [parseCidr(text)!, kind]);
}

// First match wins, so specific entries (metadata) come before the ranges that contain them.
const V4 = table([
  ['169.254.169.254/32', 'metadata'], // AWS, GCP, Azure, OpenStack instance metadata
  ['100.100.100.200/32', 'metadata'], // Alibaba Cloud
  ['192.0.0.192/32', 'metadata'], // Oracle Cloud
  ['0.0.0.0/8', 'unspecified'], // Linux routes 0.0.0.0 to the local host
  ['127.0.0.0/8', 'loopback'],
  ['10.0.0.0/8', 'private'],
  ['172.16.0.0/12', 'private'],
  ['192.168.0.0/16', 'private'],
  ['169.254.0.0/16', 'link-local'],
  ['100.64.0.0/10', 'cgnat'],
  ['192.0.0.0/24', 'reserved'],
  ['192.88.99.0/24', 'reserved'],
  ['198.18.0.0/15', 'reserved'],
  ['192.0.2.0/24', 'documentation'],
  ['198.51.100.0/24', 'documentation'],
  ['203.0.113.0/24', 'documentation'],
  ['224.0.0.0/4', 'multicast'],
  ['255.255.255.255/32', 'broadcast'],
  ['240.0.0.0/4', 'reserved'],
]);

const V6 = table([
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['fd00:ec2::254/128', 'metadata'], // AWS instance metadata over IPv6
  ['64:ff9b:1::/48', 'private'], // local-use NAT64
  ['100::/64', 'reserved'], // discard-only
  ['2001::/32', 'reserved'], // Teredo tunnels
  ['2001:db8::/32', 'documentation'],
  ['fc00::/7', 'unique-local'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'private'], // deprecated site-local
  ['ff00::/8', 'multicast'],
]);

/** IPv4 carried inside an IPv6 address that the network stack would end up reaching. */
function embeddedIPv4(bytes: Uint8Array): IpAddress | null {
  const at = (from: number): IpAddress => ({ version: 4, bytes: bytes.slice(from, from + 4) });
  const zero = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  if (zero(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return at(12); // ::ffff:a.b.c.d
  if (zero(0, 12)) return at(12); // deprecated IPv4-compatible ::a.b.c.d (:: and ::1 are matched first)
  if (bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zero(4, 12)) {
    return at(12); // NAT64 64:ff9b::a.b.c.d
  }
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return at(2); // 6to4 2002:aabb:ccdd::
  return null;
}

function classify(ip: IpAddress): AddressClass {
  const rows = ip.version === 4 ? V4 : V6;
  for (const [cidr, kind] of rows) if (cidrContains(cidr, ip)) return kind;
  if (ip.version === 6) {
    const inner = embeddedIPv4(ip.bytes);
    if (inner) return classify(inner);
  }
  return 'public';
}

/**
 * Classifies an IP literal (any IPv4 spelling, IPv6 with or without brackets and zone).
 * Returns null for host names: resolve them first and classify every resolved address.
 */
export function classifyAddress(text: string): AddressClass | null {
  const ip = parseIpAddress(text);
  return ip ? classify(ip) : null;
}

/** True for any IP literal that is not a public unicast address. False for host names. */
export function isPrivateAddress(text: string): boolean {
  const kind = classifyAddress(text);
  return kind !== null && kind !== 'public';
}
