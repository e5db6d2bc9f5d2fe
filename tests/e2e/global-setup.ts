import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type FullConfig, request } from '@playwright/test';

export const E2E_ADMIN = { name: 'E2E Admin', email: 'admin@e2e.test', password: 'Admin-Passw0rd' };

/**
 * Runs the organisation set-up against the e2e server (first run) and saves the admin's session —
 * the httpOnly cookies plus the auth state in local storage as the login page stores it — so
 * every spec starts signed in (use.storageState). Specs about sign-in use a fresh context.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  const target = config.projects[0]?.use.storageState;
  if (!baseURL || typeof target !== 'string')
    throw new Error('playwright.config.ts sets no baseURL or storageState');
  const api = await request.newContext({ baseURL });
  let res = await api.post('/api/v1/organization-setup', { data: E2E_ADMIN });
  // A data folder kept from an earlier start already has the organisation: sign in instead.
  if (res.status() === 409) {
    res = await api.post('/api/v1/auth/login', {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    });
  }
  if (!res.ok()) throw new Error(`organization set-up failed: ${res.status()} ${await res.text()}`);
  const user = (await res.json()) as Record<string, unknown> & { permissions: string[]; features: object };
  const state = await api.storageState();
  const localStorage = [
    { name: 'isAuthenticated', value: 'true' },
    { name: 'isGlobal', value: String(user.isOrganizationAdmin === true) },
    { name: 'user', value: JSON.stringify(user) },
    { name: 'permissions', value: JSON.stringify(user.permissions) },
    { name: 'features', value: JSON.stringify(user.features) },
    { name: 'isSSO', value: 'false' },
  ];
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(
    target,
    JSON.stringify(
      { cookies: state.cookies, origins: [{ origin: new URL(baseURL).origin, localStorage }] },
      null,
      2,
    ),
  );
  await api.dispose();
}
