import { afterEach, describe, expect, it, vi } from 'vitest';
import { definePlugin } from '../../common/plugin/definePlugin.ts';
import { RequestsInFlight } from '../../common/http/RequestsInFlight.ts';
import { PluginRegistry } from '../../common/plugin/PluginRegistry.ts';
import { markPageShown } from './firstPageShown.ts';
import { registerPlugins } from './ShellContext.tsx';
import { testNodeDefinition } from '../../common/plugin/testNodeDefinition.ts';

const node = testNodeDefinition;

afterEach(() => vi.restoreAllMocks());

describe('registerPlugins', () => {
  it('shows plugins at once and unloads one whose node definitions fail the schema check after the first page', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const good = definePlugin({ id: 'good', definitions: async () => ({ nodes: [node('goodNode')] }) });
    const bad = definePlugin({ id: 'bad', definitions: async () => ({ nodes: [node('badNode', 'none')] }) });
    const registry = new PluginRegistry();
    registerPlugins(registry, [good, bad], 'oss');
    expect(registry.list().map((p) => p.id)).toEqual(['good', 'bad']);
    // Not while the first page loads (the checks' validators would compete with its code).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(registry.list().map((p) => p.id)).toEqual(['good', 'bad']);
    markPageShown();
    await vi.waitFor(() => expect(registry.list().map((p) => p.id)).toEqual(['good']));
    expect(registry.nodes.get('badNode')).toBeUndefined();
    expect(registry.nodes.get('goodNode')).toBeDefined();
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/NODE001.*'badNode'/);
  });

  it('loads the deferred definitions only once the first page has shown and its requests have answered', async () => {
    const loads: string[] = [];
    const plugin = definePlugin({
      id: 'p',
      definitions: async () => {
        loads.push('p');
        return { nodes: [node('pNode')] };
      },
    });
    const inFlight = new RequestsInFlight();
    const pageRequest = inFlight.begin();
    const registry = new PluginRegistry();
    registerPlugins(registry, [plugin], 'oss', (work) => inFlight.whenQuiet(work, 60_000));
    markPageShown();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loads).toEqual([]);
    pageRequest();
    await vi.waitFor(() => expect(registry.nodes.get('pNode')).toBeDefined());
    expect(loads).toEqual(['p']);
  });

  it('reports and leaves out a plugin that fails to register, keeping the others', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = async () => ({ default: () => null });
    const one = definePlugin({ id: 'one', routes: [{ path: '/same', layout: 'main', page }] });
    const two = definePlugin({ id: 'two', routes: [{ path: '/same', layout: 'main', page }] });
    const registry = new PluginRegistry();
    registerPlugins(registry, [one, two], 'oss');
    expect(registry.list().map((p) => p.id)).toEqual(['one']);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/PLUGIN003/);
  });

  it('unloads a plugin whose definitions collide with loaded ones, once they load', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const same = async () => ({ nodes: [node('same')] });
    const registry = new PluginRegistry();
    registerPlugins(registry, [definePlugin({ id: 'one', definitions: same })], 'oss');
    await registry.loadDefinitions();
    registerPlugins(registry, [definePlugin({ id: 'two', definitions: same })], 'oss');
    markPageShown();
    await vi.waitFor(() => expect(registry.list().map((p) => p.id)).toEqual(['one']));
    expect(errors.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/NODE002/);
  });
});
