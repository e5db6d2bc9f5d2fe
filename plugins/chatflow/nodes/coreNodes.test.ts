import { describe, expect, it } from 'vitest';
import { PluginRegistry } from '../../../host/common/plugin/PluginRegistry.ts';
import { hasIcon } from '../../../host/web/icons/iconMap.ts';
import chatflow from '../index.ts';
import { coreComponents } from '../server/coreComponents.ts';
import { coreNodes } from './coreNodes.ts';

describe('chatflow core nodes', () => {
  it('register against the node-definition schema, under the peer names', async () => {
    const registry = new PluginRegistry();
    const handle = registry.register(chatflow);
    await registry.loadDefinitions();
    const names = registry.nodes.entries().map((e) => e.definition.name);
    for (const def of coreNodes) expect(names, def.name).toContain(def.name);
    handle.dispose();
  });

  it('each runnable node has a component and each component a definition (sticky notes only draw)', async () => {
    const defined = coreNodes.filter((d) => d.name !== 'stickyNote' && !d.unavailable).map((d) => d.name);
    expect(Object.keys(coreComponents).sort()).toEqual(expect.arrayContaining(defined.sort()));
    for (const name of Object.keys(coreComponents))
      expect(
        coreNodes.map((d) => d.name),
        name,
      ).toContain(name);
    for (const name of defined) {
      const entry = coreComponents[name]!;
      const component = typeof entry === 'function' ? await entry() : entry;
      expect(typeof component.init, name).toBe('function');
    }
  });

  it('uses icons the web half can draw', () => {
    for (const def of coreNodes) expect(hasIcon(def.icon), `${def.name}: ${def.icon}`).toBe(true);
  });
});
