import type { FastifyReply } from 'fastify';
import { HttpError } from '../../../host/server/http/HttpError.ts';
import type { ImportProgress } from '../common/flowiseImportTypes.ts';

/** A request asking for the import's steps as they happen (the Import dialog does). */
export function wantsStream(accept: string | undefined): boolean {
  return (accept ?? '').includes('text/event-stream');
}

/**
 * A signal aborted when the client goes away before the answer is complete: the import rolls back
 * (nobody would see its report, and a user who closed the dialog expects nothing to have happened).
 */
function abortOnClose(reply: FastifyReply): AbortSignal {
  const cancel = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished)
      cancel.abort(new Error('The client closed the import before it finished'));
  });
  return cancel.signal;
}

/**
 * Runs an import answering its report as JSON (a script or the CLI's peers ask so); a client that
 * goes away before the answer aborts `signal`, as with streamImport. Undefined once cancelled:
 * there is nobody left to answer.
 */
export async function jsonImport<T>(
  reply: FastifyReply,
  run: (progress: undefined, signal: AbortSignal) => Promise<T>,
): Promise<T | undefined> {
  const signal = abortOnClose(reply);
  try {
    return await run(undefined, signal);
  } catch (err) {
    if (!signal.aborted) throw err;
    reply.log.info('peer database import cancelled: the client went away');
    reply.hijack();
    return undefined;
  }
}

/**
 * Runs an import answering Server-Sent Events (the shape host/common/stream/sseParser reads):
 * 'progress' per step, then 'result' with the report or 'error' with { statusCode, message } (an
 * unexpected failure says only that it failed; the log has the rest), then 'end'. A client that
 * goes away before the answer is complete aborts `signal` (abortOnClose).
 */
export async function streamImport<T>(
  reply: FastifyReply,
  run: (progress: ImportProgress, signal: AbortSignal) => Promise<T>,
): Promise<void> {
  const signal = abortOnClose(reply);
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const send = (event: string, data: unknown) => {
    if (!res.writableEnded && !res.destroyed)
      res.write(`message:\ndata:${JSON.stringify({ event, data })}\n\n`);
  };
  try {
    send('result', await run((step) => send('progress', step), signal));
  } catch (err) {
    if (signal.aborted) reply.log.info('peer database import cancelled: the client went away');
    else if (err instanceof HttpError) send('error', { statusCode: err.statusCode, message: err.message });
    else {
      reply.log.error({ err }, 'peer database import failed');
      send('error', { statusCode: 500, message: 'The import failed' });
    }
  } finally {
    send('end', '[DONE]');
    res.end();
  }
}
