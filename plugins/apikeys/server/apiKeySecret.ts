import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_MARKER } from '../common/apiKeyFormat.ts';

/** A new key: the marker and 32 random bytes (256 bits) in base64url. */
export function generateApiKey(): string {
  return `${API_KEY_MARKER}${randomBytes(32).toString('base64url')}`;
}

/**
 * SHA-256 of the key, hex. A slow password hash (scrypt) exists to make guessing low-entropy
 * passwords expensive; these keys are 256 random bits, which no amount of guessing reaches, so a fast
 * hash loses nothing and keeps every authenticated request cheap. Without the key, the hash is useless.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Compares two hex hashes in constant time (equal lengths by construction). */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
