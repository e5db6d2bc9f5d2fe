/**
 * Parses IP address literals into bytes. Pure: no DNS, no Node API.
 * IPv4 accepts every spelling that inet_aton and the WHATWG URL parser accept (decimal, hex, octal,
 * one to four parts), because an SSRF check must see the address the socket layer would connect to.
 */
export type IpAddress = { version: 4; bytes: Uint8Array } | { version: 6; bytes: Uint8Array };

const V4_PART = /^(?:0x[0-9a-f]*|0[0-7]*|[1-9][0-9]*)$/i;

function parseV4Part(part: string): number | null {
  if (!V4_PART.test(part)) return null;
  if (/^0x/i.test(part)) return part.length === 2 ? 0 : Number.parseInt(part.slice(2), 16);
  if (part.length > 1 && part.startsWith('0')) return Number.parseInt(part.slice(1), 8);
  return Number.parseInt(part, 10);
}

/** IPv4 in any inet_aton spelling ('127.0.0.1', '2130706433', '0x7f.1', '017700000001'), or null. */
export function parseIPv4(text: string): Uint8Array | null {
  const parts = text.split('.');
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop(); // one trailing dot is allowed
  if (parts.length < 1 || parts.length > 4) return null;
  const values: number[] = [];
  for (const part of parts) {
    const value = parseV4Part(part);
    if (value === null || !Number.isFinite(value)) return null;
    values.push(value);
  }
  const last = values.pop()!;
  if (values.some((v) => v > 255)) return null;
  const lastBytes = 4 - values.length;
  if (last >= 256 ** lastBytes) return null;
  const bytes = new Uint8Array(4);
  values.forEach((v, i) => {
    bytes[i] = v;
  });
  for (let i = 0; i < lastBytes; i++) bytes[3 - i] = Math.floor(last / 256 ** i) % 256;
  return bytes;
}

/** Strict dotted quad, as allowed at the end of an IPv6 literal. */
function parseDottedQuad(text: string): Uint8Array | null {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^(?:0|[1-9][0-9]{0,2})$/.test(p) || Number(p) > 255)) {
    return null;
  }
  return Uint8Array.from(parts.map(Number));
}

function parseGroups(text: string): number[] | null {
  if (text === '') return [];
  const groups: number[] = [];
  const pieces = text.split(':');
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    if (i === pieces.length - 1 && piece.includes('.')) {
      const quad = parseDottedQuad(piece);
      if (!quad) return null;
      groups.push((quad[0]! << 8) | quad[1]!, (quad[2]! << 8) | quad[3]!);
    } else {
      if (!/^[0-9a-f]{1,4}$/i.test(piece)) return null;
      groups.push(Number.parseInt(piece, 16));
    }
  }
  return groups;
}

/** IPv6, with or without brackets and zone id ('[fe80::1%eth0]'), or null. */
export function parseIPv6(text: string): Uint8Array | null {
  let s = text;
  if (s.startsWith('[') && s.endsWith(']')) s = s.slice(1, -1);
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  if (!s.includes(':')) return null;
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const head = parseGroups(halves[0]!);
  const tail = halves.length === 2 ? parseGroups(halves[1]!) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...new Array<number>(missing).fill(0), ...tail];
  const bytes = new Uint8Array(16);
  groups.forEach((g, i) => {
    bytes[2 * i] = g >> 8;
    bytes[2 * i + 1] = g & 0xff;
  });
  return bytes;
}

/** Either kind of literal; null for host names and garbage. */
export function parseIpAddress(text: string): IpAddress | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const v6 = parseIPv6(trimmed);
  if (v6) return { version: 6, bytes: v6 };
  const v4 = parseIPv4(trimmed);
  return v4 ? { version: 4, bytes: v4 } : null;
}

/** Canonical text: dotted quad for IPv4, full lower-case groups for IPv6 (no compression). */
export function formatIpAddress(ip: IpAddress): string {
  if (ip.version === 4) return Array.from(ip.bytes).join('.');
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((ip.bytes[i]! << 8) | ip.bytes[i + 1]!).toString(16));
  return groups.join(':');
}
