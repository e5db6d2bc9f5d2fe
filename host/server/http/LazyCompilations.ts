/**
 * Compilations put off until first use: ajv and fast-json-stringify generate code for every
 * route's schemas, which took most of the server's start-up CPU. Each one runs when a request
 * first needs it, and warmUp runs the rest once the server listens, a few per event-loop turn so
 * requests keep their room.
 */
export class LazyCompilations {
  private readonly pending = new Set<() => unknown>();

  /** A getter that compiles once, on its first call. */
  add<T>(compile: () => T): () => T {
    let done = false;
    let value: T;
    const get = (): T => {
      if (!done) {
        this.pending.delete(get);
        value = compile();
        done = true;
      }
      return value;
    };
    this.pending.add(get);
    return get;
  }

  get size(): number {
    return this.pending.size;
  }

  /** Compiles every pending one in slices of `perTurn`; a failing one is left for its request to report. */
  warmUp = (perTurn = 8): void => {
    for (const get of [...this.pending].slice(0, perTurn)) {
      try {
        get();
      } catch {
        // Its route fails with the error, logged, when it is called.
        this.pending.delete(get);
      }
    }
    if (this.pending.size > 0) setTimeout(() => this.warmUp(perTurn), 1).unref();
  };
}
