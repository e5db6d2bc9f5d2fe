import { finished, type Readable } from 'node:stream';
import { GuardedFetchError } from './guardedFetchError.ts';

/** Chunks the web stream holds before the socket is paused (what the reader has not taken yet). */
const QUEUED_CHUNKS = 16;

/**
 * A response body as one web stream read straight from the Node stream, refusing more than
 * `maxBytes`: what a capping Transform plus Readable.toWeb did with two more stream layers and a
 * copy of every chunk (issue 16: each model token passes through it). Backpressure pauses `source`;
 * cancelling the web stream destroys it; an error or premature close errors the web stream.
 * `onDone` runs once, when the body ended, failed or was cancelled.
 */
export function webBody(
  source: Readable,
  maxBytes: number,
  host: string,
  onDone: () => void,
): ReadableStream<Uint8Array> {
  let size = 0;
  let settled = false;
  const settle = () => {
    if (settled) return false;
    settled = true;
    onDone();
    return true;
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        source.on('data', (chunk: Buffer) => {
          if (settled) return;
          size += chunk.length;
          if (size > maxBytes) {
            settle();
            controller.error(
              new GuardedFetchError(
                'TOO_LARGE',
                `The response from ${host} is larger than ${maxBytes} bytes`,
              ),
            );
            source.destroy();
            return;
          }
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 1) <= 0) source.pause();
        });
        finished(source, { writable: false }, (error) => {
          if (!settle()) return;
          if (error) controller.error(error);
          else controller.close();
        });
      },
      pull() {
        if (source.isPaused()) source.resume();
      },
      cancel() {
        settle();
        source.destroy();
      },
    },
    { highWaterMark: QUEUED_CHUNKS },
  );
}
