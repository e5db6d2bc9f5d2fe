import type { FastifyRequest } from 'fastify';

const raw = new WeakMap<FastifyRequest, string>();

/** Kept by the JSON body parser: a signed body (payment provider webhooks) is checked byte for byte. */
export function keepRawBody(req: FastifyRequest, body: string): void {
  raw.set(req, body);
}

/** The JSON body exactly as it arrived, or undefined for a request without one. */
export function rawBody(req: FastifyRequest): string | undefined {
  return raw.get(req);
}
