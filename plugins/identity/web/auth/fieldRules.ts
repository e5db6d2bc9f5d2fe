import { emailProblem, passwordProblem } from '../../common/passwordRules.ts';
import type { AuthField } from './AuthForm.tsx';

export const emailField: AuthField = {
  name: 'email',
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
  validate: (v, _all, t) => emailProblem(v, t),
};
export const nameField: AuthField = {
  name: 'name',
  label: 'Name',
  autoComplete: 'name',
  validate: (v, _all, t) => (v.trim() ? null : t('Name is required')),
};
export const newPasswordField: AuthField = {
  name: 'password',
  label: 'Password',
  type: 'password',
  autoComplete: 'new-password',
  validate: (v, _all, t) => passwordProblem(v, t),
};
export const confirmField: AuthField = {
  name: 'confirm',
  label: 'Confirm password',
  type: 'password',
  autoComplete: 'new-password',
  validate: (v, all, t) => (v === all.password ? null : t('The passwords do not match')),
};

/** The ?token= of the current address. */
export function tokenFromUrl(): string {
  return new URLSearchParams(window.location.search).get('token') ?? '';
}

/** Where to go after signing in: a same-site path from ?returnTo=, else the landing page. */
export function returnTo(): string {
  const target = new URLSearchParams(window.location.search).get('returnTo') ?? '';
  return target.startsWith('/') && !target.startsWith('//') ? target : '/';
}
