import { english, type Say } from '../../../host/common/i18n/say.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * Why a password is refused, or null. Shared by the forms (in the reader's language, `t`) and the
 * server (English).
 */
export function passwordProblem(password: string, t: Say = english): string | null {
  if (password.length < PASSWORD_MIN)
    return t('Password must be at least {{min}} characters', { min: PASSWORD_MIN });
  if (password.length > PASSWORD_MAX)
    return t('Password must be at most {{max}} characters', { max: PASSWORD_MAX });
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password)) {
    return t('Password must contain upper and lower case letters');
  }
  if (!/[0-9]/.test(password)) return t('Password must contain a digit');
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 254;

export function emailProblem(email: string, t: Say = english): string | null {
  if (!email.trim()) return t('Email is required');
  if (email.length > EMAIL_MAX || !EMAIL.test(email.trim())) return t('Enter a valid email address');
  return null;
}

/** Emails compare case-insensitively; we store them trimmed and lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
