/** A token bucket: at most `max` takes per `windowSeconds`, refilled evenly. */
export interface TokenLimit {
  max: number;
  windowSeconds: number;
}

/**
 * State the server instances of one installation share: in this process's memory in the default
 * mode, in Redis in queue mode (redisSharedState), so a limit or a stop request holds whichever
 * instance or worker a request reaches. Reached by plugins as `ctx.shared`.
 */
export interface SharedState {
  readonly kind: 'memory' | 'redis';
  /** Takes one token of `key`'s bucket; false when it is empty. */
  takeToken(key: string, limit: TokenLimit): Promise<boolean>;
  /**
   * Runs `fn` unless another process holds the lock `name` (it is held for at most `ttlMs`, so a
   * holder that dies does not keep it); `ran: false` when someone else has it.
   */
  withLock<T>(
    name: string,
    ttlMs: number,
    fn: () => Promise<T>,
  ): Promise<{ ran: true; value: T } | { ran: false }>;
  /** Sends a JSON message to the channel's subscribers in every process. */
  publish(channel: string, message: unknown): Promise<void>;
  /** Listens to a channel until the returned function is called; resolves once listening. */
  subscribe(channel: string, listener: (message: unknown) => void): Promise<() => Promise<void>>;
  /** Adds a member to a named set (the runs of a chat); the member lapses after `ttlMs` unless removed. */
  addMember(set: string, member: string, ttlMs: number): Promise<void>;
  removeMember(set: string, member: string): Promise<void>;
  countMembers(set: string): Promise<number>;
  hasMember(set: string, member: string): Promise<boolean>;
  /** Announces `token` (a process's owner token) as alive while this process runs. */
  keepAlive(token: string): void;
  /** The tokens among `tokens` whose process is alive. */
  alive(tokens: readonly string[]): Promise<Set<string>>;
  /** Whether the store answers (the readiness check); true in memory. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
