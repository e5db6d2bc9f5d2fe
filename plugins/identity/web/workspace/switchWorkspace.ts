import { http } from '../../../../host/web/http/http.ts';
import { type AuthPayload, authActions } from '../../../../host/web/stores/auth.ts';

/** A full page load of a path (replaceable in tests, where jsdom cannot navigate). */
export const pageLoader = {
  load(path: string): void {
    window.location.assign(path);
  },
};

/**
 * POST /workspace/switch?id: on success the answer replaces the auth state, then the app goes to /
 * and reloads (spec section 4), so every page starts over in the new workspace. A failure throws
 * (and a 403 does not leave the page, so the error dialog can say why).
 */
export async function switchWorkspace(id: string): Promise<void> {
  // A refusal (403: not assigned) is shown by the Workspace Switch Error dialog, on this page.
  const payload = await http.post<AuthPayload>('/workspace/switch', undefined, {
    query: { id },
    redirectOnForbidden: false,
  });
  authActions.setAuth(payload);
  pageLoader.load('/');
}
