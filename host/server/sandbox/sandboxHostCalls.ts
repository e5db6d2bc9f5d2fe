import type { QuickJSContext, QuickJSDeferredPromise, QuickJSHandle } from 'quickjs-emscripten';

/** Calls out of one run (fetch, queries, tools) counted together. */
const MAX_CALLS = 50;

interface PendingCall {
  deferred: QuickJSDeferredPromise;
  abort: AbortController;
}

/**
 * The host work a run's code waits for: each call a VM promise settled with the text the host
 * gives, counted, aborted at close, and waking the run's job loop when it settles.
 */
export class SandboxHostCalls {
  private readonly pending = new Set<PendingCall>();
  private count = 0;
  private wake: (() => void) | null = null;
  private closed = false;
  /** A failure of the host side inside QuickJS (not the code's): the run rethrows it. */
  failure: unknown = null;

  constructor(private readonly vm: QuickJSContext) {}

  get inFlight(): number {
    return this.pending.size;
  }

  /** A VM promise settled with the text `start` gives (or rejected with its error's message). */
  promise(errorName: string, label: string, start: (signal: AbortSignal) => Promise<string>): QuickJSHandle {
    const { vm } = this;
    const deferred = vm.newPromise();
    const rejectWith = (message: string) => {
      const error = vm.newError({ name: errorName, message });
      deferred.reject(error);
      error.dispose();
    };
    if (++this.count > MAX_CALLS) {
      rejectWith(`${label}: at most ${MAX_CALLS} requests per run`);
      return deferred.handle;
    }
    const entry: PendingCall = { deferred, abort: new AbortController() };
    this.pending.add(entry);
    Promise.resolve()
      .then(() => start(entry.abort.signal))
      .then(
        (payload) => {
          if (this.closed) return;
          const handle = vm.newString(payload);
          deferred.resolve(handle);
          handle.dispose();
        },
        (error: unknown) => {
          if (!this.closed) rejectWith(error instanceof Error ? error.message : String(error));
        },
      )
      .catch((hostError: unknown) => {
        this.failure = hostError;
      })
      .finally(() => {
        this.pending.delete(entry);
        this.wake?.();
      });
    return deferred.handle;
  }

  /** Until a call settles, or `ms` pass. */
  async settleOne(ms: number): Promise<void> {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.wake = null;
  }

  /** Aborts what is in flight; their results are dropped from here on. */
  abortAll(): void {
    this.closed = true;
    for (const entry of this.pending) entry.abort.abort();
  }

  /** Frees the VM promises still pending (only when the VM's heap is still trusted). */
  dispose(): void {
    try {
      for (const entry of this.pending) entry.deferred.dispose();
    } finally {
      this.pending.clear();
    }
  }
}
