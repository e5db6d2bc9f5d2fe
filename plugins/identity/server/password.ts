// Both load with the first password checked or set, not at every server start (argon2 is native code).
const argon2 = () => import('@node-rs/argon2');

// argon2id (the package's default algorithm) with OWASP's second recommended profile: 19 MiB, t=2.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, OPTIONS);
}

/**
 * A bcrypt hash ($2a$, $2b$, $2y$) as the peer product stores them: users imported from its
 * database keep theirs until their first login here, which replaces it with argon2id.
 */
export function isLegacyHash(stored: string | null): boolean {
  return typeof stored === 'string' && /^\$2[aby]\$\d\d\$/.test(stored);
}

/** False for a wrong password and for a malformed stored hash (argon2id, or a legacy bcrypt one). */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    if (isLegacyHash(stored)) return await (await import('bcryptjs')).default.compare(password, stored);
    return await (await argon2()).verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody has, verified when the email is unknown so a failed login takes the
 * same time whether or not the account exists.
 */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('not-a-real-password-0');
  return dummy;
}
