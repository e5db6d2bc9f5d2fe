import { afterEach, describe, expect, it, vi } from 'vitest';
import { definePlugin } from '../../common/plugin/definePlugin.ts';
import { PluginRegistry } from '../../common/plugin/PluginRegistry.ts';
import { markPageShown } from './firstPageShown.ts';
import { registerPlugins } from './ShellContext.tsx';
import { testNodeDefinition } from '../../common/plugin/testNodeDefinition.ts';

const node = testNodeDefinition;

afterEach(() => vi.restoreAllMocks());

describe('registerPlugins', () => {
  it('shows plugins at once and unloads one whose node definitions fail the schema check after the first page', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const good = definePlugin({ id: 'good', nodes: [node('goodNode')] });
    const bad = definePlugin({ id: 'bad', nodes: [node('badNode', 'none')] });
    const registry = new PluginRegistry();
    registerPlugins(registry, [good, bad], 'oss');
    expect(registry.list().map((p) => p.id)).toEqual(['good', 'bad']);
    // Not while the first page loads (the checks' validators would compete with its code).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(registry.list().map((p) => p.id)).toEqual(['good', 'bad']);
    markPageShown();
    await vi.waitFor(() => expect(registry.list().map((p) => p.id)).toEqual(['good']));
    expect(registry.nodes.get('badNode')).toBeUndefined();
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/NODE001.*'badNode'/);
  });

  it('reports and leaves out a plugin that fails to register, keeping the others', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const one = definePlugin({ id: 'one', nodes: [node('same')] });
    const two = definePlugin({ id: 'two', nodes: [node('same')] });
    const registry = new PluginRegistry();
    registerPlugins(registry, [one, two], 'oss');
    expect(registry.list().map((p) => p.id)).toEqual(['one']);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/NODE002/);
  });
});
