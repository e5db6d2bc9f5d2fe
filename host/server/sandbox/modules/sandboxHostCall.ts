import { type BinaryToTextEncoding, createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';

/**
 * The host side of the sandbox's `crypto` and `buffer` modules: a few pure computations on data that crosses
 * as text (bytes as hex). Runs inside the sandbox worker; reaches nothing but node:crypto and Buffer.
 */

const HASHES = new Set(['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512']);
const ENCODINGS = new Set([
  'utf8',
  'utf-8',
  'hex',
  'base64',
  'base64url',
  'latin1',
  'binary',
  'ascii',
  'utf16le',
]);
const MAX_RANDOM_BYTES = 65_536;

const URL_SETTERS = new Set([
  'href',
  'protocol',
  'username',
  'password',
  'host',
  'hostname',
  'port',
  'pathname',
  'search',
  'hash',
]);

function urlParts(url: URL): string {
  const { href, origin, protocol, username, password, host, hostname, port, pathname, search, hash } = url;
  return JSON.stringify({
    href,
    origin,
    protocol,
    username,
    password,
    host,
    hostname,
    port,
    pathname,
    search,
    hash,
  });
}

interface Chunk {
  data: string;
  encoding?: string;
}

function encoding(value: unknown, fallback: BufferEncoding): BufferEncoding {
  if (value === undefined || value === null) return fallback;
  const name = String(value).toLowerCase();
  if (!ENCODINGS.has(name)) throw new TypeError(`Unknown encoding: ${String(value)}`);
  return name as BufferEncoding;
}

const DIGESTS = new Set(['hex', 'base64', 'base64url', 'latin1', 'binary']);

function digestEncoding(value: unknown): BinaryToTextEncoding {
  const name = value === undefined || value === null ? 'hex' : String(value).toLowerCase();
  if (!DIGESTS.has(name)) throw new TypeError(`Unknown digest encoding: ${String(value)}`);
  return (name === 'binary' ? 'latin1' : name) as BinaryToTextEncoding;
}

function algorithm(value: unknown): string {
  const name = String(value).toLowerCase().replace(/^sha-/, 'sha');
  if (!HASHES.has(name))
    throw new Error(`Digest method not supported: ${String(value)} (use ${[...HASHES].join(', ')})`);
  return name;
}

function bytes(chunks: Chunk[]): Buffer {
  return Buffer.concat(chunks.map((c) => Buffer.from(String(c.data), encoding(c.encoding, 'utf8'))));
}

/** One call from the VM: `op` and its JSON arguments in, a string out; throws an Error the VM sees. */
export function sandboxHostCall(op: string, argsJson: string): string {
  const args = JSON.parse(argsJson) as Record<string, unknown>;
  switch (op) {
    case 'randomUUID':
      return randomUUID();
    case 'randomBytes': {
      const size = Number(args.size);
      if (!Number.isInteger(size) || size < 0 || size > MAX_RANDOM_BYTES) {
        throw new RangeError(`randomBytes: size must be an integer from 0 to ${MAX_RANDOM_BYTES}`);
      }
      return randomBytes(size).toString('hex');
    }
    case 'hash':
      return createHash(algorithm(args.algorithm))
        .update(bytes(args.chunks as Chunk[]))
        .digest(digestEncoding(args.encoding));
    case 'hmac':
      return createHmac(algorithm(args.algorithm), bytes([args.key as Chunk]))
        .update(bytes(args.chunks as Chunk[]))
        .digest(digestEncoding(args.encoding));
    case 'url':
      return urlParts(
        args.base === undefined
          ? new URL(String(args.input))
          : new URL(String(args.input), String(args.base)),
      );
    case 'urlSet': {
      const url = new URL(String(args.href));
      const key = String(args.key);
      if (!URL_SETTERS.has(key)) throw new TypeError(`URL: cannot set ${key}`);
      (url as unknown as Record<string, string>)[key] = String(args.value);
      return urlParts(url);
    }
    case 'convert':
      return Buffer.from(String(args.data), encoding(args.from, 'utf8')).toString(encoding(args.to, 'utf8'));
    default:
      throw new Error(`Unknown sandbox host call: ${op}`);
  }
}
