/** Keys that hold credential ids in saved nodes (the peer's names included). */
const CREDENTIAL_KEYS = new Set(['credential', 'FLOWISE_CREDENTIAL_ID', 'credentialId']);
export const REDACTED = '[redacted]';

/**
 * A copy of a value fit for an execution record: credential-id keys removed at any depth, and
 * every string that contains one of `secrets` (credential values, resolved at run time) replaced
 * by '[redacted]'. Secrets shorter than 4 characters are ignored (too likely to hit plain text).
 */
export function stripSecrets<T>(value: T, secrets: Iterable<string> = []): T {
  const list = [...secrets].filter((s) => typeof s === 'string' && s.length >= 4);
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return list.some((s) => v.includes(s)) ? REDACTED : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, inner] of Object.entries(v)) if (!CREDENTIAL_KEYS.has(k)) out[k] = walk(inner);
      return out;
    }
    return v;
  };
  return walk(value) as T;
}
