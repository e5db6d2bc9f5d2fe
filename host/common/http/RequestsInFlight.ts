/**
 * Counts a client's requests that have not answered yet, so work the current page does not need
 * (deferred downloads) can wait until the page's own requests are done instead of competing with
 * them for the network.
 */
export class RequestsInFlight {
  private count = 0;
  private readonly waiting = new Set<() => void>();

  /** How many requests are out. */
  get size(): number {
    return this.count;
  }

  /** Marks one request as sent; call the returned function (once) when it has answered or failed. */
  begin(): () => void {
    this.count += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.count -= 1;
      if (this.count === 0) for (const check of [...this.waiting]) check();
    };
  }

  /**
   * Runs `work` once no request is out, checked again a task later (a page answering one request
   * often sends the next from that answer), or after `capMs` at the latest (a long poll, a stream).
   */
  whenQuiet(work: () => void, capMs = 5_000): void {
    let done = false;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      if (done) return;
      done = true;
      this.waiting.delete(check);
      clearTimeout(cap);
      clearTimeout(settle);
      work();
    };
    const check = () => {
      clearTimeout(settle);
      settle = setTimeout(() => {
        if (this.count === 0) run();
      }, 0);
    };
    const cap = setTimeout(run, capMs);
    this.waiting.add(check);
    if (this.count === 0) check();
  }
}
