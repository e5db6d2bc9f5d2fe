import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Edition } from '../../../../host/common/editions.ts';
import { PluginRegistry } from '../../../../host/common/plugin/PluginRegistry.ts';
import { http } from '../../../../host/web/http/http.ts';
import { HttpError } from '../../../../host/web/http/HttpError.ts';
import { ShellContext } from '../../../../host/web/router/ShellContext.tsx';
import { auth, authActions } from '../../../../host/web/stores/auth.ts';
import { settings } from '../../../../host/web/stores/settings.ts';
import OrgWorkspaceChips from './OrgWorkspaceChips.tsx';
import { pageLoader } from './switchWorkspace.ts';
import WorkspaceSwitcher from './WorkspaceSwitcher.tsx';

vi.setConfig({ testTimeout: 30_000 });

const A = { id: 'ws-a', name: 'Alpha' };
const B = { id: 'ws-b', name: 'Beta' };
const user = (assignedWorkspaces: { id: string; name: string }[], activeWorkspaceId = 'ws-a') => ({
  id: 'u1',
  email: 'u@example.com',
  name: 'U',
  activeOrganizationId: 'org-1',
  activeWorkspaceId,
  activeWorkspace: assignedWorkspaces.find((w) => w.id === activeWorkspaceId)?.name,
  assignedWorkspaces,
  permissions: [],
  features: { 'feat:workspaces': 'true' },
});

function wrap(ui: ReactNode, edition: Edition = 'enterprise') {
  settings.edition = edition;
  return render(
    <FluentProvider theme={webLightTheme}>
      <ShellContext.Provider value={{ registry: new PluginRegistry(), edition }}>{ui}</ShellContext.Provider>
    </FluentProvider>,
  );
}

/** GET /auth/me answers the stored user (or `me`), GET /organization a name. */
function serve(me?: object) {
  return vi.spyOn(http, 'get').mockImplementation(async (path: string) => {
    if (path === '/auth/me') return (me ?? JSON.parse(JSON.stringify(auth.user))) as never;
    if (path === '/organization') return { id: 'org-1', name: 'Acme Corp' } as never;
    throw new Error(`unexpected GET ${path}`);
  });
}

const loads: string[] = [];
beforeEach(() => {
  loads.length = 0;
  vi.spyOn(pageLoader, 'load').mockImplementation((path) => void loads.push(path));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  authActions.logout();
});

describe('WorkspaceSwitcher (enterprise)', () => {
  it('is hidden with one workspace', async () => {
    authActions.setAuth(user([A]));
    const get = serve();
    wrap(<WorkspaceSwitcher />);
    await waitFor(() => expect(get).toHaveBeenCalledWith('/auth/me'));
    expect(screen.queryByTestId('workspace-switcher')).toBeNull();
  });

  it('switches: POST /workspace/switch?id, the answer replaces the auth state, then / is loaded', async () => {
    authActions.setAuth(user([A, B]));
    serve();
    const post = vi.spyOn(http, 'post').mockResolvedValue(user([A, B], 'ws-b'));
    wrap(<WorkspaceSwitcher />);
    fireEvent.click(await screen.findByTestId('workspace-switcher'));
    expect(screen.getByTestId('workspace-switcher').textContent).toContain('Alpha');
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Beta' }));
    await waitFor(() => expect(loads).toEqual(['/']));
    expect(post).toHaveBeenCalledWith('/workspace/switch', undefined, {
      query: { id: 'ws-b' },
      redirectOnForbidden: false,
    });
    expect(auth.user?.activeWorkspaceId).toBe('ws-b');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').activeWorkspaceId).toBe('ws-b');
  });

  it('a failed switch shows Workspace Switch Error with the contact line and Logout', async () => {
    authActions.setAuth(user([A, B]));
    serve();
    vi.spyOn(http, 'post').mockRejectedValue(new HttpError(403, 'You are not assigned to this workspace'));
    wrap(<WorkspaceSwitcher />);
    fireEvent.click(await screen.findByTestId('workspace-switcher'));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Beta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Workspace Switch Error' });
    expect(dialog.textContent).toContain('You are not assigned to this workspace');
    expect(dialog.textContent).toContain('Please contact your administrator for assistance.');
    // In jsdom, Fluent's focus manager (tabster) may leave the surface marked aria-hidden for a
    // moment after the menu closes when earlier tests ran in the same document; the button is there.
    expect(await within(dialog).findByRole('button', { name: 'Logout', hidden: true })).toBeTruthy();
    expect(loads).toEqual([]);
    expect(auth.user?.activeWorkspaceId).toBe('ws-a');
  });

  it('shows Workspace Unavailable only after 500 ms when the active workspace is no longer assigned', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      authActions.setAuth(user([A, B], 'ws-gone'));
      serve({ ...user([A, B]), activeWorkspaceId: 'ws-a' });
      wrap(<WorkspaceSwitcher />);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(400);
      });
      expect(screen.queryByRole('alertdialog')).toBeNull();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(200);
      });
      const dialog = await screen.findByRole('alertdialog', { name: 'Workspace Unavailable' });
      expect(dialog.textContent).toContain('Select another workspace');
      expect(screen.getByRole('radio', { name: 'Alpha' })).toHaveProperty('checked', true);
    } finally {
      vi.useRealTimers();
    }
    const post = vi.spyOn(http, 'post').mockResolvedValue(user([A, B], 'ws-b'));
    fireEvent.click(screen.getByRole('radio', { name: 'Beta' }));
    fireEvent.click(screen.getByRole('button', { name: 'Switch workspace' }));
    await waitFor(() => expect(loads).toEqual(['/']));
    expect(post).toHaveBeenCalledWith('/workspace/switch', undefined, {
      query: { id: 'ws-b' },
      redirectOnForbidden: false,
    });
  });
});

describe('OrgWorkspaceChips (cloud)', () => {
  it('names the organisation and the active workspace; the switch error has no enterprise line', async () => {
    authActions.setAuth(user([A, B]));
    serve();
    vi.spyOn(http, 'post').mockRejectedValue(new Error(''));
    wrap(<OrgWorkspaceChips />, 'cloud');
    await waitFor(() => expect(screen.getByTestId('organization-chip').textContent).toBe('Acme Corp'));
    fireEvent.click(screen.getByTestId('workspace-chip'));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Beta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Workspace Switch Error' });
    expect(dialog.textContent).toContain('Failed to switch workspace');
    expect(dialog.textContent).not.toContain('contact your administrator');
  });
});
