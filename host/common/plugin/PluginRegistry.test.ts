import { describe, expect, it } from 'vitest';
import type { NodeDefinition } from '../../../node-registry/types.ts';
import type { HostError } from '../errors.ts';
import { definePlugin } from './definePlugin.ts';
import { PluginRegistry } from './PluginRegistry.ts';
import { selectPlugins } from './selectPlugins.ts';
import type { CredentialDefinition, PluginDefinitions } from './types.ts';
import { testNodeDefinition } from './testNodeDefinition.ts';

const page = () => Promise.resolve({ default: () => null });
const node = testNodeDefinition;
/** A `definitions` loader bringing `d`. */
const defs = (d: PluginDefinitions) => async () => d;

const alpha = definePlugin({
  id: 'alpha',
  routes: [{ path: '/alpha', layout: 'main', page }],
  menuItems: [{ group: 'Building', label: 'Alpha', icon: 'Box24Regular', route: '/alpha', rank: 2 }],
  definitions: defs({ nodes: [node('alphaNode')] }),
});

const credential = (name: string): CredentialDefinition => ({
  name,
  label: name,
  icon: 'Key24Regular',
  fields: [
    { name: 'apiKey', label: 'API Key', type: 'password' },
    {
      name: 'region',
      label: 'Region',
      type: 'options',
      options: [{ name: 'eu', label: 'EU' }],
      optional: true,
    },
  ],
});

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    return `${(err as HostError).code}: ${(err as Error).message}`;
  }
  return 'no error';
}

async function codeOfLoad(reg: PluginRegistry): Promise<string> {
  try {
    await reg.loadDefinitions();
  } catch (err) {
    return `${(err as HostError).code}: ${(err as Error).message}`;
  }
  return 'no error';
}

describe('PluginRegistry', () => {
  it('derives contribution ids; node definitions come with loadDefinitions', async () => {
    const reg = new PluginRegistry();
    reg.register(alpha);
    expect(reg.routes().map((r) => r.id)).toEqual(['route:alpha/alpha']);
    expect(reg.menuItems().map((m) => m.id)).toEqual(['menu-item:alpha/alpha']);
    expect(reg.nodes.entries()).toEqual([]);
    expect(reg.definitionsLoaded()).toBe(false);
    await reg.loadDefinitions();
    expect(reg.definitionsLoaded()).toBe(true);
    expect(reg.nodes.entries().map((n) => n.id)).toEqual(['node:alpha/alphaNode']);
  });

  it("calls each plugin's loader once, however often its definitions are asked for", async () => {
    const reg = new PluginRegistry();
    let calls = 0;
    reg.register(
      definePlugin({
        id: 'once',
        definitions: async () => {
          calls++;
          return { nodes: [node('onceNode')] };
        },
      }),
    );
    await Promise.all([reg.loadDefinitions(), reg.loadDefinitions()]);
    await reg.loadDefinitions();
    expect(calls).toBe(1);
    expect(reg.definitionsOf('once')?.nodes?.map((n) => n.name)).toEqual(['onceNode']);
  });

  it('names both plugins on a duplicate path, and adds nothing of the loser', async () => {
    const reg = new PluginRegistry();
    reg.register(alpha);
    const beta = definePlugin({
      id: 'beta',
      definitions: defs({ nodes: [node('betaNode')] }),
      routes: [{ path: '/alpha', layout: 'main', page }],
    });
    const msg = codeOf(() => reg.register(beta));
    expect(msg).toMatch(/^PLUGIN003/);
    expect(msg).toContain("'alpha'");
    expect(msg).toContain("'beta'");
    await reg.loadDefinitions();
    expect(reg.nodes.get('betaNode')).toBeUndefined();
    expect(reg.get('beta')).toBeUndefined();
  });

  it('names both plugins on a duplicate node name', async () => {
    const reg = new PluginRegistry();
    reg.register(alpha);
    await reg.loadDefinitions();
    reg.register(definePlugin({ id: 'gamma', definitions: defs({ nodes: [node('alphaNode')] }) }));
    const msg = await codeOfLoad(reg);
    expect(msg).toMatch(/^NODE002/);
    expect(msg).toContain("'alpha'");
    expect(msg).toContain("'gamma'");
  });

  it('refuses a duplicate plugin id', () => {
    const reg = new PluginRegistry();
    reg.register(alpha);
    expect(codeOf(() => reg.register(alpha))).toMatch(/^PLUGIN002/);
  });

  it('rejects an invalid node definition with the ajv path, and loads the other plugins', async () => {
    const reg = new PluginRegistry();
    const bad = { ...node('bad'), version: 'one' } as unknown as NodeDefinition;
    reg.register(definePlugin({ id: 'delta', definitions: defs({ nodes: [node('fine'), bad] }) }));
    reg.register(alpha);
    const msg = await codeOfLoad(reg);
    expect(reg.nodes.list().map((n) => n.name)).toEqual(['alphaNode']);
    expect(reg.definitionsLoaded()).toBe(true);
    expect(msg).toMatch(/^NODE001/);
    expect(msg).toContain('/version');
  });

  it('removes everything on dispose and tells listeners', async () => {
    const reg = new PluginRegistry();
    let changes = 0;
    reg.onDidChange(() => changes++);
    const d = reg.register(alpha);
    await reg.loadDefinitions();
    expect(reg.nodes.list()).toHaveLength(1);
    d.dispose();
    expect(reg.routes()).toEqual([]);
    expect(reg.menuItems()).toEqual([]);
    expect(reg.nodes.list()).toEqual([]);
    expect(reg.list()).toEqual([]);
    expect(changes).toBe(3);
    reg.register(alpha);
    expect(reg.list()).toHaveLength(1);
    expect(reg.definitionsLoaded()).toBe(false);
    await reg.loadDefinitions();
    expect(reg.nodes.list()).toHaveLength(1);
  });

  it('selects plugins by edition and DISABLED_PLUGINS', () => {
    const ent = definePlugin({ id: 'ent-only', editions: ['enterprise', 'cloud'] });
    expect(selectPlugins([alpha, ent], 'oss').map((p) => p.id)).toEqual(['alpha']);
    expect(selectPlugins([alpha, ent], 'cloud').map((p) => p.id)).toEqual(['alpha', 'ent-only']);
    expect(selectPlugins([alpha, ent], 'cloud', ['alpha']).map((p) => p.id)).toEqual(['ent-only']);
  });

  it('registers credential types with derived ids and removes them on dispose', async () => {
    const reg = new PluginRegistry();
    const d = reg.register(
      definePlugin({
        id: 'creds',
        definitions: defs({ credentials: [credential('zetaApi'), credential('alphaApi')] }),
      }),
    );
    await reg.loadDefinitions();
    expect(reg.credentials.entries().map((c) => c.id)).toEqual([
      'credential:creds/alphaApi',
      'credential:creds/zetaApi',
    ]);
    expect(reg.credentials.get('zetaApi')?.fields[0]?.type).toBe('password');
    d.dispose();
    expect(reg.credentials.list()).toEqual([]);
  });

  it('names both plugins on a duplicate credential type, and adds nothing of the loser', async () => {
    const reg = new PluginRegistry();
    reg.register(
      definePlugin({ id: 'creds', definitions: defs({ credentials: [credential('openAIApi')] }) }),
    );
    await reg.loadDefinitions();
    const other = definePlugin({
      id: 'other',
      definitions: defs({ nodes: [node('otherNode')], credentials: [credential('openAIApi')] }),
    });
    reg.register(other);
    const msg = await codeOfLoad(reg);
    expect(msg).toMatch(/^CRED002/);
    expect(msg).toContain("'creds'");
    expect(msg).toContain("'other'");
    expect(reg.nodes.get('otherNode')).toBeUndefined();
    expect(reg.credentials.entries().map((c) => c.owner)).toEqual(['creds']);
  });

  it('rejects an invalid credential definition with the ajv path', async () => {
    const reg = new PluginRegistry();
    const load = async (id: string, c: CredentialDefinition) => {
      const d = reg.register(definePlugin({ id, definitions: defs({ credentials: [c] }) }));
      const msg = await codeOfLoad(reg);
      d.dispose();
      return msg;
    };
    const badType = credential('badApi');
    (badType.fields[0] as { type: string }).type = 'secret';
    expect(await load('b1', badType)).toMatch(/^CRED001.*'badApi'.*\/fields\/0\/type/);
    const noOptions = credential('noOptionsApi');
    noOptions.fields[1] = { name: 'region', label: 'Region', type: 'options' };
    expect(await load('b2', noOptions)).toMatch(
      /^CRED001.*\/fields\/1 must have required property 'options'/,
    );
    const dupField = credential('dupApi');
    dupField.fields[1] = { name: 'apiKey', label: 'Again', type: 'string' };
    expect(await load('b3', dupField)).toMatch(/^CRED001.*\/fields\/1\/name 'apiKey' is used twice/);
    const noIcon = { ...credential('x'), icon: undefined } as unknown as CredentialDefinition;
    expect(await load('b4', noIcon)).toMatch(/^CRED001.*icon/);
    expect(reg.credentials.list()).toEqual([]);
  });
});

describe('PluginRegistry node migrations', () => {
  it('registers a plugin’s node migrations and removes them on dispose', async () => {
    const { migrateFlow } = await import('../../../node-registry/migrate.ts');
    const reg = new PluginRegistry();
    const plugin = definePlugin({
      id: 'epsilon',
      definitions: defs({ nodes: [{ ...node('epsNode'), version: 2 }] }),
      nodeMigrations: [
        {
          node: 'epsNode',
          from: 1,
          to: 2,
          up: (data) => ({ ...data, inputs: { ...data.inputs, renamed: true } }),
        },
      ],
    });
    const d = reg.register(plugin);
    await reg.loadDefinitions();
    const saved = {
      nodes: [
        {
          id: 'epsNode_0',
          position: { x: 0, y: 0 },
          data: { id: 'epsNode_0', name: 'epsNode', version: 1, inputs: {} },
        },
      ],
      edges: [],
    };
    const { flow, applied } = migrateFlow(saved as never, reg.nodes.migrations());
    expect(applied).toHaveLength(1);
    expect(flow.nodes[0]?.data.version).toBe(2);
    expect(flow.nodes[0]?.data.inputs).toEqual({ renamed: true });
    d.dispose();
    expect(reg.nodes.migrations()).toEqual([]);
  });

  it('rejects a migration without an up function (PLUGIN001)', () => {
    const msg = codeOf(() =>
      new PluginRegistry().register(
        definePlugin({ id: 'zeta', nodeMigrations: [{ node: 'x', from: 1, to: 2 } as never] }),
      ),
    );
    expect(msg).toMatch(/^PLUGIN001/);
    expect(msg).toContain('/nodeMigrations/0');
  });
});
