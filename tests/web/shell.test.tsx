import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from './renderShell.tsx';

// Rendering the whole Fluent shell in jsdom is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const drawer = () => screen.getByRole('navigation', { name: 'Main menu' });
const groupHeaders = () =>
  within(drawer())
    .queryAllByRole('heading')
    .map((h) => h.textContent);

describe('drawer', () => {
  it('open source: shows groups with visible items, hides feature-gated and other-edition items', async () => {
    renderShell('/agentflows');
    expect(await screen.findByText('Test agentflows page')).toBeTruthy();
    expect(groupHeaders()).toEqual(['Building', 'Operations']);
    const nav = within(drawer());
    expect(nav.getByText('Brains Studio')).toBeTruthy();
    expect(nav.getByText('Agentflow')).toBeTruthy();
    expect(nav.getByText('Tools')).toBeTruthy();
    expect(nav.queryByText('Users')).toBeNull();
    expect(nav.queryByText('Account')).toBeNull();
  });

  it('sorts by rank and groups a section under its label', async () => {
    renderShell('/agentflows');
    await screen.findByText('Test agentflows page');
    const text = drawer().textContent ?? '';
    expect(text.indexOf('Dashboard')).toBeLessThan(text.indexOf('Brains Studio'));
    expect(text.indexOf('Agentflow')).toBeLessThan(text.indexOf('Chatflow'));
  });

  it('enterprise: items follow the permission and feature checks', async () => {
    const base = { id: 'u', email: 'u@x.y', name: 'U', permissions: ['agentflows:view'] };
    const { unmount } = renderShell('/agentflows', { edition: 'enterprise', user: base });
    await screen.findByText('Test agentflows page');
    expect(groupHeaders()).toEqual(['Building']);
    unmount();
    renderShell('/agentflows', {
      edition: 'enterprise',
      user: {
        ...base,
        permissions: ['agentflows:view', 'tools:view', 'users:manage'],
        features: { 'feat:users': 'true' },
      },
    });
    await screen.findByText('Test agentflows page');
    expect(groupHeaders()).toEqual(['Building', 'Operations', 'Admin']);
  });

  it('cloud: shows the cloud-only item and Documentation and Logout at the bottom', async () => {
    renderShell('/agentflows', { edition: 'cloud', user: { id: 'u', isOrganizationAdmin: true } });
    await screen.findByText('Test agentflows page');
    const nav = within(drawer());
    expect(nav.getByText('Account')).toBeTruthy();
    expect(nav.getByText('Documentation')).toBeTruthy();
    expect(nav.getByText('Logout')).toBeTruthy();
  });

  it('is open on large screens and closed on small ones; the menu button toggles it', async () => {
    const { unmount } = renderShell('/agentflows', { width: 1280 });
    await screen.findByText('Test agentflows page');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    unmount();
    renderShell('/agentflows', { width: 800 });
    await screen.findByText('Test agentflows page');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });
});

describe('routes', () => {
  it('redirects / to /agentflows', async () => {
    renderShell('/');
    expect(await screen.findByText('Test agentflows page')).toBeTruthy();
    expect(window.location.pathname).toBe('/agentflows');
  });

  it('shows Not Found with a link home for an unknown path', async () => {
    renderShell('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Go to home' });
    expect(home.getAttribute('href')).toBe('/agentflows');
    fireEvent.click(home);
    expect(await screen.findByText('Test agentflows page')).toBeTruthy();
  });

  it('renders canvas pages full screen without the drawer', async () => {
    renderShell('/canvas/abc');
    expect(await screen.findByText('Test canvas page')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('open source: a feature page goes to /unauthorized', async () => {
    renderShell('/users');
    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeTruthy();
    expect(window.location.pathname).toBe('/unauthorized');
  });

  it('enterprise: a missing permission shows Access Restricted', async () => {
    renderShell('/tools', { edition: 'enterprise', user: { id: 'u', permissions: ['agentflows:view'] } });
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeTruthy();
    expect(screen.getByText("You don't have permission to access this feature.")).toBeTruthy();
    expect(screen.getByText('Required permission:').textContent).toBe('Required permission: tools:view');
    expect(screen.getByRole('link', { name: 'Contact Administrator' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
  });

  it('keeps the shell when a plugin page throws', async () => {
    const errors = console.error;
    console.error = () => {};
    try {
      renderShell('/broken');
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain("'shell-test'");
      expect(alert.textContent).toContain('kaputt');
      expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    } finally {
      console.error = errors;
    }
  });
});

describe('top bar', () => {
  it('shows the star badge with count 0 and the logo linking to /agentflows', async () => {
    renderShell('/tools');
    await screen.findByText('Test tools page');
    expect(screen.getByTestId('star-count').textContent).toBe('0');
    expect(screen.getByRole('link', { name: 'Brains Studio home' }).getAttribute('href')).toBe('/agentflows');
  });

  it('profile menu lists plugin entries, Version and Logout in order', async () => {
    renderShell('/tools');
    await screen.findByText('Test tools page');
    fireEvent.click(screen.getByTestId('profile-menu'));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Export',
      'Version',
      'Update Profile',
      'Language',
      'Logout',
    ]);
    fireEvent.click(items[0]!);
    expect(await screen.findByText('Export dialog body')).toBeTruthy();
  });

  it('profile menu hides Update Profile for SSO users', async () => {
    const sso = { id: 'u1', email: 'a@b.c', name: 'A', isSSO: true, isOrganizationAdmin: true };
    renderShell('/tools', { user: sso });
    await screen.findByText('Test tools page');
    fireEvent.click(screen.getByTestId('profile-menu'));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).not.toContain('Update Profile');
  });

  it('profile menu hides Update Profile in the cloud edition', async () => {
    const admin = { id: 'u2', email: 'c@d.e', name: 'C', isOrganizationAdmin: true };
    renderShell('/tools', { edition: 'cloud', user: admin });
    await screen.findByText('Test tools page');
    fireEvent.click(screen.getByTestId('profile-menu'));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).not.toContain('Update Profile');
    expect(items.map((i) => i.textContent)).toContain('Version');
  });
});
