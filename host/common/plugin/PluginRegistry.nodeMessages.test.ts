import { describe, expect, it } from 'vitest';
import { definePlugin } from './definePlugin.ts';
import { PluginRegistry } from './PluginRegistry.ts';
import type { PluginManifest } from './types.ts';

const toolsDe = { Arxiv: 'Arxiv', 'Max Depth': 'Maximale Tiefe' };

describe('PluginRegistry node messages', () => {
  it("collects each loaded plugin's loader for a language, and drops a plugin's on dispose", async () => {
    const registry = new PluginRegistry();
    registry.register(definePlugin({ id: 'canvas', nodeMessages: { de: async () => ({ Start: 'Start' }) } }));
    const tools = registry.register(definePlugin({ id: 'tools', nodeMessages: { de: async () => toolsDe } }));
    registry.register(definePlugin({ id: 'plain' }));

    expect(registry.nodeMessages('en')).toEqual([]);
    const loaders = registry.nodeMessages('de');
    expect(await Promise.all(loaders.map((load) => load()))).toEqual([{ Start: 'Start' }, toolsDe]);

    tools.dispose();
    expect(registry.nodeMessages('de')).toHaveLength(1);
  });

  it.each([
    [{ de: { Arxiv: 'Arxiv' } }, '/nodeMessages/de'],
    [{ deutsch: async () => ({}) }, 'nodeMessages'],
  ])('refuses node messages %j with PLUGIN001 naming the path', (nodeMessages, fragment) => {
    let message = '';
    try {
      new PluginRegistry().register(definePlugin({ id: 'bad', nodeMessages } as unknown as PluginManifest));
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/^PLUGIN001/);
    expect(message).toContain(fragment);
  });
});
