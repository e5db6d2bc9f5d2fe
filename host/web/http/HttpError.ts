/** A failed call: status 0 means no response arrived ('Network error occurred'). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The parsed error body, when there was one. */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Network error occurred';
/** Known constant of the server's auth layer (section 8). */
export const INVALID_OR_MISSING_TOKEN = 'Invalid or Missing token';
export const TOKEN_EXPIRED = 'Token Expired';
