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
  it('registers unchecked definitions and reports them when checked later', async () => {
    const badNode = { ...node('badNode'), inputs: 'none' } as unknown as NodeDefinition;
    const definitions = { nodes: [node('goodNode'), badNode] };
    const plugin = definePlugin({ id: 'late', definitions: async () => definitions });
    const checked = new PluginRegistry();
    checked.register(plugin);
    expect(
      await checked.loadDefinitions().then(
        () => 'no error',
        (err: Error) => err.message,
      ),
    ).toMatch(/^NODE001.*'badNode'.*\/inputs/);
    const reg = new PluginRegistry();
    reg.register(plugin, { checkDefinitions: false });
    await reg.loadDefinitions();
    expect(reg.nodes.get('badNode')).toBeDefined();
    expect(message(() => checkPluginDefinitions(plugin, reg.definitionsOf('late')))).toMatch(
      /^NODE001.*'badNode'.*\/inputs/,
    );
  });

  it('checks credential definitions, including a field named twice', () => {
    const twice = credential('twiceApi');
    twice.fields.push({ name: 'apiKey', label: 'Again', type: 'string' });
    const plugin = definePlugin({ id: 'creds' });
    expect(
      message(() => checkPluginDefinitions(plugin, { credentials: [credential('fineApi'), twice] })),
    ).toMatch(/^CRED001.*'twiceApi'.*used twice/);
    expect(message(() => checkPluginDefinitions(definePlugin({ id: 'ok' }), { nodes: [node('n')] }))).toBe(
      'no error',
    );
  });

  it('checks the manifest, which a registry without checks (the web shell) leaves', async () => {
    const plugin = definePlugin({
      id: 'Not_Kebab',
      definitions: async () => ({ nodes: [{ ...node('loose'), inputs: 'none' } as never] }),
    });
    const reg = new PluginRegistryBase();
    reg.register(plugin);
    await reg.loadDefinitions();
    expect(reg.nodes.get('loose')).toBeDefined();
    expect(message(() => checkPluginDefinitions(plugin))).toMatch(/^PLUGIN001.*\/id must match pattern/);
  });

  it('still refuses a duplicate name when the checks wait', async () => {
    const reg = new PluginRegistry();
    const same = async () => ({ nodes: [node('same')] });
    reg.register(definePlugin({ id: 'one', definitions: same }), { checkDefinitions: false });
    await reg.loadDefinitions();
    reg.register(definePlugin({ id: 'two', definitions: same }), { checkDefinitions: false });
    expect(
      await reg.loadDefinitions().then(
        () => 'no error',
        (err: Error) => err.message,
      ),
    ).toMatch(/^NODE002/);
  });

  it('refuses a manifest that still lists nodes itself (they belong in its definitions loader)', () => {
    const old = definePlugin({ id: 'old', nodes: [node('n')] } as never);
    expect(message(() => checkPluginDefinitions(old))).toMatch(/^PLUGIN001.*nodes/);
  });
});
