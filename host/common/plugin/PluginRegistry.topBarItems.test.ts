import { describe, expect, it } from 'vitest';
import type { HostError } from '../errors.ts';
import { definePlugin } from './definePlugin.ts';
import { PluginRegistry } from './PluginRegistry.ts';
import type { PluginManifest } from './types.ts';

const component = () => Promise.resolve({ default: () => null });

function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    return `${(err as HostError).code}: ${(err as Error).message}`;
  }
  return 'no error';
}

describe('PluginRegistry top bar items', () => {
  it('derives ids, sorts by rank and removes them on dispose', () => {
    const reg = new PluginRegistry();
    const d = reg.register(
      definePlugin({
        id: 'alpha',
        topBarItems: [
          { id: 'late', component, rank: 20, placement: 'end' },
          { id: 'early', component, rank: 10, placement: 'start', editions: ['cloud'], feature: 'feat:x' },
        ],
      }),
    );
    reg.register(definePlugin({ id: 'beta', topBarItems: [{ id: 'late', component, rank: 15 }] }));
    expect(reg.topBarItems().map((i) => i.id)).toEqual([
      'top-bar-item:alpha/early',
      'top-bar-item:beta/late',
      'top-bar-item:alpha/late',
    ]);
    d.dispose();
    expect(reg.topBarItems().map((i) => i.owner)).toEqual(['beta']);
  });

  it('refuses the same item id twice in one plugin (PLUGIN003), adding nothing of it', () => {
    const reg = new PluginRegistry();
    const twice = definePlugin({
      id: 'twice',
      routes: [{ path: '/twice', layout: 'main', page: component }],
      topBarItems: [
        { id: 'same', component, rank: 1 },
        { id: 'same', component, rank: 2 },
      ],
    });
    expect(errorOf(() => reg.register(twice))).toMatch(/^PLUGIN003.*top-bar-item:twice\/same/);
    expect(reg.topBarItems()).toEqual([]);
    expect(reg.routes()).toEqual([]);
  });

  it.each([
    [{ id: 'x', topBarItems: [{ id: 'a', rank: 1 }] }, "must have required property 'component'"],
    [{ id: 'x', topBarItems: [{ id: 'Not Kebab', component, rank: 1 }] }, '/topBarItems/0/id'],
    [{ id: 'x', topBarItems: [{ id: 'a', component, rank: 1, placement: 'middle' }] }, '/placement'],
    [{ id: 'x', topBarItems: [{ id: 'a', component, rank: 1, feature: 'workspaces' }] }, '/feature'],
    [{ id: 'x', topBarItems: [{ id: 'a', component: 'no', rank: 1 }] }, '/topBarItems/0/component'],
  ])('rejects %j with PLUGIN001 naming the path', (manifest, fragment) => {
    const msg = errorOf(() =>
      new PluginRegistry().register(definePlugin(manifest as unknown as PluginManifest)),
    );
    expect(msg).toMatch(/^PLUGIN001/);
    expect(msg).toContain(fragment);
  });
});
