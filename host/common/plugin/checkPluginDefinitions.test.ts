import { describe, expect, it } from 'vitest';
import type { NodeDefinition } from '../../../node-registry/types.ts';
import { checkPluginDefinitions } from './checkPluginDefinitions.ts';
import { definePlugin } from './definePlugin.ts';
import { PluginRegistry } from './PluginRegistry.ts';
import { PluginRegistryBase } from './PluginRegistryBase.ts';
import type { CredentialDefinition } from './types.ts';
import { testNodeDefinition } from './testNodeDefinition.ts';

const node = testNodeDefinition;
const credential = (name: string): CredentialDefinition => ({
  name,
  label: name,
  icon: 'Key24Regular',
  fields: [{ name: 'apiKey', label: 'API Key', type: 'password' }],
});
const message = (fn: () => void) => {
  try {
    fn();
  } catch (err) {
    return (err as Error).message;
  }
  return 'no error';
};

describe('checkPluginDefinitions (schema checks left for later)', () => {
  it('registers unchecked definitions at once and reports them when checked later', () => {
    const badNode = { ...node('badNode'), inputs: 'none' } as unknown as NodeDefinition;
    const plugin = definePlugin({ id: 'late', nodes: [node('goodNode'), badNode] });
    const reg = new PluginRegistry();
    expect(message(() => new PluginRegistry().register(plugin))).toMatch(/^NODE001.*'badNode'.*\/inputs/);
    reg.register(plugin, { checkDefinitions: false });
    expect(reg.nodes.get('badNode')).toBeDefined();
    expect(message(() => checkPluginDefinitions(plugin))).toMatch(/^NODE001.*'badNode'.*\/inputs/);
  });

  it('checks credential definitions, including a field named twice', () => {
    const twice = credential('twiceApi');
    twice.fields.push({ name: 'apiKey', label: 'Again', type: 'string' });
    const plugin = definePlugin({ id: 'creds', credentials: [credential('fineApi'), twice] });
    new PluginRegistry().register(plugin, { checkDefinitions: false });
    expect(message(() => checkPluginDefinitions(plugin))).toMatch(/^CRED001.*'twiceApi'.*used twice/);
    expect(message(() => checkPluginDefinitions(definePlugin({ id: 'ok', nodes: [node('n')] })))).toBe(
      'no error',
    );
  });

  it('checks the manifest, which a registry without checks (the web shell) leaves', () => {
    const plugin = definePlugin({ id: 'Not_Kebab', nodes: [{ ...node('loose'), inputs: 'none' } as never] });
    const reg = new PluginRegistryBase();
    reg.register(plugin);
    expect(reg.nodes.get('loose')).toBeDefined();
    expect(message(() => checkPluginDefinitions(plugin))).toMatch(/^PLUGIN001.*\/id must match pattern/);
  });

  it('still refuses a duplicate name at once when the checks wait', () => {
    const reg = new PluginRegistry();
    reg.register(definePlugin({ id: 'one', nodes: [node('same')] }), { checkDefinitions: false });
    expect(
      message(() =>
        reg.register(definePlugin({ id: 'two', nodes: [node('same')] }), { checkDefinitions: false }),
      ),
    ).toMatch(/^NODE002/);
  });
});
