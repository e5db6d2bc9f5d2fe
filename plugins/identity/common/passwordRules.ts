export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Why a password is refused, or null. Shared by the forms and the server. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password)) {
    return 'Password must contain upper and lower case letters';
  }
  if (!/[0-9]/.test(password)) return 'Password must contain a digit';
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 254;

export function emailProblem(email: string): string | null {
  if (!email.trim()) return 'Email is required';
  if (email.length > EMAIL_MAX || !EMAIL.test(email.trim())) return 'Enter a valid email address';
  return null;
}

/** Emails compare case-insensitively; we store them trimmed and lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
