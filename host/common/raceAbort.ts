/**
 * `work`, or a rejection as soon as `signal` aborts, for work that cannot be cancelled itself (a
 * DNS lookup, an executor that ignores its signal): waiting stops even if the work never settles.
 * The rejection is `reason()` when given, else the signal's own reason.
 */
export function raceAbort<T>(work: Promise<T>, signal: AbortSignal, reason?: () => unknown): Promise<T> {
  const rejection = () => (reason ? reason() : signal.reason);
  if (signal.aborted) return Promise.reject(rejection());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(rejection());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
