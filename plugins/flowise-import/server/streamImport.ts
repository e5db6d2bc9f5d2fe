import type { FastifyReply } from 'fastify';
import { HttpError } from '../../../host/server/http/HttpError.ts';
import type { ImportProgress } from '../common/flowiseImportTypes.ts';

/** A request asking for the import's steps as they happen (the Import dialog does). */
export function wantsStream(accept: string | undefined): boolean {
  return (accept ?? '').includes('text/event-stream');
}

/**
 * Runs an import answering Server-Sent Events (the shape host/common/stream/sseParser reads):
 * 'progress' per step, then 'result' with the report or 'error' with { statusCode, message } (an
 * unexpected failure says only that it failed; the log has the rest), then 'end'. A client that
 * goes away before the answer is complete aborts `signal` (the import rolls back: nobody would
 * see its report, and a user who closed the dialog expects nothing to have happened).
 */
export async function streamImport<T>(
  reply: FastifyReply,
  run: (progress: ImportProgress, signal: AbortSignal) => Promise<T>,
): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  const cancel = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) cancel.abort(new Error('The client closed the import before it finished'));
  });
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
    send('result', await run((step) => send('progress', step), cancel.signal));
  } catch (err) {
    if (cancel.signal.aborted) reply.log.info('peer database import cancelled: the client went away');
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
