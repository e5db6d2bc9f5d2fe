import type { User } from './types.ts';

/** Section 6: authenticated when a user exists or local storage says so (the text 'true'). */
export function isAuthenticated(
  user: User | null | undefined,
  storedFlag: string | null | undefined,
): boolean {
  return !!user || storedFlag === 'true';
}
