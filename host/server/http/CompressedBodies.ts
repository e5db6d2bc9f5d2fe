import type { FastifyReply } from 'fastify';

const IDENTITY = Symbol('bodyIdentity');

/**
 * Names what a JSON answer is, so that its compressed copy can be kept and sent again while the
 * name stays the same (CompressedBodies). The name must settle the body byte for byte: it carries
 * the scope (workspace), the query and a version of the rows (a cache generation, their dates).
 */
export function setBodyIdentity(reply: FastifyReply, identity: string): void {
  (reply as unknown as Record<symbol, string>)[IDENTITY] = identity;
}

export function bodyIdentityOf(reply: FastifyReply): string | undefined {
  return (reply as unknown as Record<symbol, string | undefined>)[IDENTITY];
}

/**
 * Compressed answers by identity and encoding, least recently used out first, bounded in bytes:
 * a large list asked for again unchanged (the flows with their data, some MB) is compressed once
 * instead of on every request. An identity that changes simply stops being asked for.
 */
export class CompressedBodies {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(identity: string, encoding: string): Buffer | undefined {
    const key = `${encoding}\0${identity}`;
    const body = this.entries.get(key);
    if (!body) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.entries.delete(key);
    this.entries.set(key, body);
    return body;
  }

  set(identity: string, encoding: string, body: Buffer): void {
    // one answer may not push out everything else
    if (body.length > this.maxBytes / 4) return;
    const key = `${encoding}\0${identity}`;
    this.drop(key);
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.length;
  }
}
