import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PluginRegistry } from '../../host/common/plugin/PluginRegistry.ts';
import { Shell } from '../../host/web/Shell.tsx';
import { authActions } from '../../host/web/stores/auth.ts';
import { settings } from '../../host/web/stores/settings.ts';
import weatherPlugin from '../third-party-plugin/index.ts';

describe('a third-party plugin in the web shell', () => {
  beforeEach(() => {
    window.innerWidth = 1280;
    settings.edition = 'oss';
    settings.loaded = true;
    authActions.logout();
  });

  it('shows its menu item and page, and removes them when disposed', async () => {
    window.history.replaceState(null, '', '/weather');
    const registry = new PluginRegistry();
    const registration = registry.register(weatherPlugin);
    render(<Shell registry={registry} />);
    expect(await screen.findByRole('heading', { name: 'Weather readings' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Weather/ })).toBeTruthy();
    await act(() => registry.loadDefinitions());
    expect(registry.nodes.get('weatherReadingAgentflow')?.label).toBe('Weather Reading');

    act(() => registration.dispose());
    expect(screen.queryByRole('link', { name: /Weather/ })).toBeNull();
    expect(registry.nodes.get('weatherReadingAgentflow')).toBeUndefined();
  });
});
