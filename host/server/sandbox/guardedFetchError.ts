/** Why a guarded request failed; callers (tools, HTTP node) map codes to user-facing errors. */
export type GuardedFetchErrorCode =
  | 'BAD_URL'
  | 'BAD_PROTOCOL'
  | 'BLOCKED_ADDRESS'
  | 'DNS'
  | 'TOO_MANY_REDIRECTS'
  | 'TIMEOUT'
  | 'TOO_LARGE'
  | 'ABORTED'
  | 'NETWORK';

export class GuardedFetchError extends Error {
  constructor(
    readonly code: GuardedFetchErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'GuardedFetchError';
  }
}
