import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bodyIdentityOf, CompressedBodies } from './CompressedBodies.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Compressed copies of answers that name what they are (setBodyIdentity). */
    compressedBodies: CompressedBodies;
  }
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Smaller bodies gain less than compressing them costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Below this a body is compressed on the event loop, in a window sized to it: the thread-pool round
 * trip and a full brotli window cost ~10x the compression of a few KB (a prediction's answer).
 */
const SYNC_MAX_BYTES = 64 * 1024;

function brotliParams(size: number) {
  return {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
    ...(size <= SYNC_MAX_BYTES
      ? { [constants.BROTLI_PARAM_LGWIN]: Math.max(10, Math.ceil(Math.log2(size))) }
      : {}),
  };
}

/** 'br' or 'gzip' when the client takes it (q=0 refuses), brotli first; null otherwise. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function addVary(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (vary !== '*' && !/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))
    reply.header('vary', `${vary}, accept-encoding`);
}

/**
 * Compresses JSON answers of at least COMPRESS_MIN_BYTES for clients that accept brotli or gzip.
 * Only bodies already serialised (strings and buffers) are touched: streams, files and the
 * hijacked Server-Sent Events of predictions pass as they are, so nothing is buffered.
 * Brotli at quality 4: close to gzip's speed, smaller output. An answer whose route named it
 * (setBodyIdentity) is compressed once and its copy sent while the name holds.
 */
export function installJsonCompression(app: FastifyInstance): void {
  const kept = new CompressedBodies();
  app.decorate('compressedBodies', kept);
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) return payload;
    if (req.method === 'HEAD' || reply.getHeader('content-encoding')) return payload;
    const size = Buffer.byteLength(payload);
    // Whether this answer is compressed depends on the request header, for every size.
    addVary(reply);
    if (size < COMPRESS_MIN_BYTES) return payload;
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return payload;
    const identity = bodyIdentityOf(reply);
    let body = identity ? kept.get(identity, encoding) : undefined;
    if (!body) {
      body = await compress(payload, size, encoding);
      if (identity) kept.set(identity, encoding, body);
    }
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}

async function compress(payload: string | Buffer, size: number, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const params = encoding === 'br' ? brotliParams(size) : undefined;
  return size <= SYNC_MAX_BYTES
    ? params
      ? brotliCompressSync(payload, { params })
      : gzipSync(payload, { level: 6 })
    : params
      ? await brotli(payload, { params })
      : await gz(payload, { level: 6 });
}
