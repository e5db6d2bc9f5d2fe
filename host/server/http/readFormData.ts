import type { FastifyRequest } from 'fastify';
import { httpError } from './HttpError.ts';

/** True when the request came as multipart/form-data (the app hands such bodies over as raw bytes). */
export function isMultipart(req: FastifyRequest): boolean {
  return (
    Buffer.isBuffer(req.body) && String(req.headers['content-type'] ?? '').startsWith('multipart/form-data')
  );
}

/**
 * The parts of a multipart body, read with the platform's FormData parser (the app registers no
 * multipart plugin: the route's bodyLimit caps the bytes before they are read). 400 with `expected`
 * when the request is not multipart, or when its body cannot be read.
 */
export async function readFormData(req: FastifyRequest, expected: string): Promise<FormData> {
  if (!isMultipart(req)) throw httpError(400, expected);
  try {
    const bytes = new Blob([new Uint8Array(req.body as Buffer)]);
    return await new Response(bytes, {
      headers: { 'content-type': String(req.headers['content-type']) },
    }).formData();
  } catch {
    throw httpError(400, 'The multipart body could not be read');
  }
}
