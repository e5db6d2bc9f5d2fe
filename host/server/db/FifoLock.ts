/** A mutex that hands itself to waiters in arrival order. */
export class FifoLock {
  private tail: Promise<void> = Promise.resolve();

  /** Resolves with a release function once every earlier caller has released. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => held);
    return ready;
  }
}
