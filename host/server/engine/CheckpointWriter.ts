/**
 * Saves a run's checkpoints latest-wins: one write at a time, and while it is in flight only the
 * newest snapshot waits (older ones are dropped). A checkpoint exists so a run interrupted by a
 * restart resumes near where it was; writing every node's snapshot would cost a commit per node
 * (issue 16: at most 3 per run). settle() drops what waits, as the run's final record supersedes it.
 */
export class CheckpointWriter<T> {
  private inFlight: Promise<void> | undefined;
  private waiting: { value: T } | undefined;

  constructor(private readonly save: (value: T) => Promise<void> | void) {}

  push(value: T): void {
    if (this.inFlight) {
      this.waiting = { value };
      return;
    }
    this.start(value);
  }

  /** Waits for the write in flight; a checkpoint still waiting is dropped. */
  async settle(): Promise<void> {
    this.waiting = undefined;
    await this.inFlight;
  }

  private start(value: T) {
    this.inFlight = Promise.resolve()
      .then(() => this.save(value))
      .catch(() => {}) // a failed checkpoint must not fail the run; the final record still comes
      .then(() => {
        this.inFlight = undefined;
        const next = this.waiting;
        this.waiting = undefined;
        if (next) this.start(next.value);
      });
  }
}
