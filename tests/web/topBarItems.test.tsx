import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { definePlugin } from '../../host/common/plugin/definePlugin.ts';
import { renderShell } from './renderShell.tsx';

vi.setConfig({ testTimeout: 30_000 });

const widget = (text: string) => () => Promise.resolve({ default: () => <span>{text}</span> });
const broken = () =>
  Promise.resolve({
    default: () => {
      throw new Error('widget broke');
    },
  });

const widgets = definePlugin({
  id: 'widgets',
  topBarItems: [
    { id: 'chips', component: widget('Start chips'), rank: 1, placement: 'start', editions: ['cloud'] },
    {
      id: 'switcher',
      component: widget('Workspace switcher'),
      rank: 2,
      editions: ['enterprise'],
      feature: 'feat:workspaces',
    },
    { id: 'broken', component: broken, rank: 3 },
  ],
});

describe('top bar items from plugins', () => {
  it('enterprise with the feature: the end item shows before the dark-mode switch; a failing one is left out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { registry } = renderShell('/agentflows', {
      edition: 'enterprise',
      user: {
        id: 'u',
        email: 'u@x.y',
        name: 'U',
        isOrganizationAdmin: true,
        features: { 'feat:workspaces': 'true' },
      },
    });
    await screen.findByText('Test agentflows page');
    act(() => {
      registry.register(widgets);
    });
    const switcher = await screen.findByText('Workspace switcher');
    expect(screen.queryByText('Start chips')).toBeNull();
    const bar = switcher.closest('header') as HTMLElement;
    const darkMode = bar.querySelector('[role="switch"]') as HTMLElement;
    expect(switcher.compareDocumentPosition(darkMode) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(bar.textContent).not.toContain('could not be shown');
    expect(screen.getByText('Test agentflows page')).toBeTruthy();
  });

  it('enterprise without the feature, and cloud: only the items of that edition', async () => {
    const { registry, unmount } = renderShell('/agentflows', {
      edition: 'enterprise',
      user: { id: 'u', email: 'u@x.y', name: 'U', isOrganizationAdmin: true, features: {} },
    });
    act(() => {
      registry.register(widgets);
    });
    await screen.findByText('Test agentflows page');
    expect(screen.queryByText('Workspace switcher')).toBeNull();
    unmount();
    const cloud = renderShell('/agentflows', {
      edition: 'cloud',
      user: { id: 'u', isOrganizationAdmin: true },
    });
    act(() => {
      cloud.registry.register(widgets);
    });
    const chips = await screen.findByText('Start chips');
    const logo = chips.closest('header')?.querySelector('a[href="/agentflows"]') as HTMLElement;
    expect(logo.compareDocumentPosition(chips) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('Workspace switcher')).toBeNull();
  });
});
