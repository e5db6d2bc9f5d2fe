/** Every key starts with this, so leaked keys are easy to recognise and scanners can find them. */
export const API_KEY_MARKER = 'bsk_';
/** Marker plus 8 characters: stored in clear to find the row and to show which key is which. */
export const API_KEY_PREFIX_LENGTH = API_KEY_MARKER.length + 8;
/** 32 random bytes in base64url are 43 characters. */
export const API_KEY_LENGTH = API_KEY_MARKER.length + 43;

const KEY_PATTERN = new RegExp(`^${API_KEY_MARKER}[A-Za-z0-9_-]{43}$`);
/** The peer's keys (32 random bytes in base64url, no marker), kept working when imported from it. */
const PEER_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Whether a text can be a key at all (ours, or one imported from the peer's database); anything
 * else is refused without touching the database.
 */
export function looksLikeApiKey(text: string): boolean {
  return KEY_PATTERN.test(text) || PEER_KEY_PATTERN.test(text);
}

/** The prefix of a key as stored in key_prefix. */
export function apiKeyPrefix(key: string): string {
  return key.slice(0, API_KEY_PREFIX_LENGTH);
}

/** What lists show instead of the key. */
export function maskApiKey(prefix: string): string {
  return `${prefix}${'•'.repeat(8)}`;
}
