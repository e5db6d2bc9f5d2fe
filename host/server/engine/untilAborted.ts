/**
 * `work`, or a rejection as soon as `signal` aborts: an executor that ignores its signal cannot
 * hang the run. The rejection reads as a cancellation whatever the abort's reason.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new Error('Flow execution was cancelled'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('Flow execution was cancelled'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}
