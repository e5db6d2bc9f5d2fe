import { type APIRequestContext, request } from '@playwright/test';

/** A storageState object: what browser.newContext({ storageState }) and test.use() accept. */
export interface StorageState {
  cookies: Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

export interface SignedIn {
  /** The auth state the server answered (user, permissions, features, ...). */
  user: Record<string, unknown> & { id: string; permissions: string[]; features: object };
  state: StorageState;
}

/**
 * The session after a successful sign-in call on `api`: its httpOnly cookies plus the auth state
 * in local storage exactly as the login page stores it, so a browser context starts signed in.
 */
export async function sessionState(api: APIRequestContext, baseURL: string, user: SignedIn['user']) {
  const { cookies } = await api.storageState();
  const localStorage = [
    { name: 'isAuthenticated', value: 'true' },
    { name: 'isGlobal', value: String(user.isOrganizationAdmin === true) },
    { name: 'user', value: JSON.stringify(user) },
    { name: 'permissions', value: JSON.stringify(user.permissions) },
    { name: 'features', value: JSON.stringify(user.features) },
    { name: 'isSSO', value: 'false' },
  ];
  return { cookies, origins: [{ origin: new URL(baseURL).origin, localStorage }] } satisfies StorageState;
}

/** POST /auth/login as email/password; throws unless it succeeds. */
export async function signIn(baseURL: string, email: string, password: string): Promise<SignedIn> {
  const api = await request.newContext({ baseURL });
  try {
    const res = await api.post('/api/v1/auth/login', { data: { email, password } });
    if (!res.ok()) throw new Error(`sign-in of ${email} failed: ${res.status()} ${await res.text()}`);
    const user = (await res.json()) as SignedIn['user'];
    return { user, state: await sessionState(api, baseURL, user) };
  } finally {
    await api.dispose();
  }
}
