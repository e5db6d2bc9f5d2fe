import { proxy } from 'valtio';
import {
  effectivePermissions,
  type Features,
  normalizeUser,
  parseStoredUser,
  type User,
} from '../../common/access/index.ts';
import { clearAllCookies, storage } from './storage.ts';

/** Section 9: exactly the local-storage keys logout clears. */
export const AUTH_STORAGE_KEYS = [
  'isAuthenticated',
  'isGlobal',
  'user',
  'permissions',
  'features',
  'isSSO',
  'token',
] as const;

/** Section 8: a failed refresh or other 401 also removes the stored username and password. */
export const CREDENTIAL_STORAGE_KEYS = ['username', 'password'] as const;

export interface AuthState {
  user: User | null;
  token: string | null;
  permissions: string[];
  features: Features | null;
  isAuthenticated: boolean;
  isGlobal: boolean;
}

function parseJson<T>(text: string | null, fallback: T): T {
  if (!text || text === 'undefined' || text === 'null') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Reads the persisted auth state; an unusable stored user is removed (section 5). */
export function loadAuth(): AuthState {
  const parsed = parseStoredUser(storage.get('user'));
  if (parsed.remove) storage.remove('user');
  const permissions = parseJson<unknown>(storage.get('permissions'), []);
  const features = parseJson<unknown>(storage.get('features'), null);
  return {
    user: parsed.user,
    token: storage.get('token'),
    permissions: Array.isArray(permissions) ? permissions.filter((p) => typeof p === 'string') : [],
    features: features && typeof features === 'object' ? (features as Features) : null,
    isAuthenticated: storage.get('isAuthenticated') === 'true',
    isGlobal: storage.get('isGlobal') === 'true',
  };
}

export const auth = proxy<AuthState>(loadAuth());

/** What a login, workspace switch or plan upgrade returns: the user plus token and features. */
export type AuthPayload = Record<string, unknown> & { token?: string; features?: Features };

function persist(): void {
  storage.set('isAuthenticated', String(auth.isAuthenticated));
  storage.set('isGlobal', String(auth.isGlobal));
  storage.set('user', JSON.stringify(auth.user));
  storage.set('permissions', JSON.stringify(auth.permissions));
  storage.set('features', JSON.stringify(auth.features));
  storage.set('isSSO', String(auth.user?.isSSO ?? false));
  if (auth.token) storage.set('token', auth.token);
  else storage.remove('token');
}

/** Removes the section 9 keys and all cookies (no state change). */
export function clearStoredAuth(alsoCredentials = false): void {
  for (const key of AUTH_STORAGE_KEYS) storage.remove(key);
  if (alsoCredentials) for (const key of CREDENTIAL_STORAGE_KEYS) storage.remove(key);
  clearAllCookies();
}

export const authActions = {
  /** Login, workspace switch and plan upgrade success all replace the auth state. */
  setAuth(payload: AuthPayload): void {
    const user = normalizeUser(payload);
    auth.user = user;
    auth.token = typeof payload.token === 'string' ? payload.token : null;
    // A user record without a permission list gets the section 6 defaults.
    auth.permissions = [
      ...effectivePermissions(Array.isArray(payload.permissions) ? user.permissions : undefined),
    ];
    auth.features = payload.features && typeof payload.features === 'object' ? payload.features : null;
    auth.isAuthenticated = true;
    auth.isGlobal = user.isOrganizationAdmin;
    persist();
  },
  /** Profile update changes name and email. */
  updateProfile(change: { name?: string; email?: string }): void {
    if (!auth.user) return;
    if (change.name !== undefined) auth.user.name = change.name;
    if (change.email !== undefined) auth.user.email = change.email;
    persist();
  },
  /** Workspace rename updates the matching assigned workspace (and the active name). */
  renameWorkspace(id: string, name: string): void {
    if (!auth.user) return;
    for (const w of auth.user.assignedWorkspaces) if (w.id === id) w.name = name;
    if (auth.user.activeWorkspaceId === id) auth.user.activeWorkspace = name;
    persist();
  },
  /** Clears the state, the section 9 keys and all cookies. */
  logout(alsoCredentials = false): void {
    Object.assign(auth, {
      user: null,
      token: null,
      permissions: [],
      features: null,
      isAuthenticated: false,
      isGlobal: false,
    } satisfies AuthState);
    clearStoredAuth(alsoCredentials);
  },
};
