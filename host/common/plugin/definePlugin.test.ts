import { describe, expect, it } from 'vitest';
import { HostError } from '../errors.ts';
import { definePlugin } from './definePlugin.ts';
import { PluginRegistry } from './PluginRegistry.ts';
import { PluginRegistryBase } from './PluginRegistryBase.ts';
import type { PluginManifest } from './types.ts';

const page = () => Promise.resolve({ default: () => null });

describe('definePlugin and the manifest check at registration', () => {
  it('accepts a valid manifest and freezes it', () => {
    const p = definePlugin({
      id: 'my-plugin',
      editions: ['oss'],
      routes: [{ path: '/things/:id', layout: 'main', page, permission: 'tools:view' }],
      menuItems: [{ group: 'Operations', label: 'Things', icon: 'Box24Regular', route: '/things', rank: 3 }],
    });
    expect(p.id).toBe('my-plugin');
    expect(Object.isFrozen(p)).toBe(true);
  });

  it.each([
    [{ id: 'Not_Kebab' }, '/id must match pattern'],
    [{ id: 'x', editions: ['desktop'] }, '/editions/0 must be equal to one of the allowed values'],
    [{ id: 'x', routes: [{ path: 'no-slash', layout: 'main', page }] }, '/routes/0/path must match pattern'],
    [{ id: 'x', routes: [{ path: '/a', layout: 'side', page }] }, '/routes/0/layout'],
    [{ id: 'x', routes: [{ path: '/a', layout: 'main', page: 'nope' }] }, '/routes/0/page'],
    [
      { id: 'x', menuItems: [{ group: 'Fun', label: 'a', icon: 'i', route: '/a', rank: 1 }] },
      '/menuItems/0/group',
    ],
    [{ id: 'x', unknown: 1 }, "must NOT have additional properties 'unknown'"],
    [
      { id: 'x', routes: [{ path: '/a', layout: 'main', page, permission: 'bad perm' }] },
      '/routes/0/permission',
    ],
  ])('the checking registry rejects %j with PLUGIN001 naming the path', (manifest, fragment) => {
    // definePlugin itself does not check (the web shell checks later, without validators up front).
    const plugin = definePlugin(manifest as unknown as PluginManifest);
    expect(() => new PluginRegistryBase().register(plugin)).not.toThrow();
    try {
      new PluginRegistry().register(plugin);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(HostError);
      expect((err as HostError).code).toBe('PLUGIN001');
      expect((err as Error).message).toContain(fragment);
    }
  });
});
