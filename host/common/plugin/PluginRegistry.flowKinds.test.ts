import { describe, expect, it } from 'vitest';
import type { HostError } from '../errors.ts';
import { definePlugin } from './definePlugin.ts';
import { PluginRegistry } from './PluginRegistry.ts';
import type { FlowKindContribution, PluginManifest } from './types.ts';
import { testNodeDefinition } from './testNodeDefinition.ts';

const kind = (over: Partial<FlowKindContribution> = {}): FlowKindContribution => ({
  type: 'CHATFLOW',
  label: 'Chatflows',
  listPath: '/chatflows',
  canvasPath: '/canvas',
  newFlowName: 'Untitled Chatflow',
  permission: 'chatflows',
  anchors: 'typed',
  ...over,
});

const node = testNodeDefinition;

function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    return `${(err as HostError).code}: ${(err as Error).message}`;
  }
  return 'no error';
}

describe('PluginRegistry flow kinds', () => {
  it('collects kinds by type with derived ids, and removes them on dispose', () => {
    const reg = new PluginRegistry();
    const d = reg.register(definePlugin({ id: 'chat', flowKinds: [kind()] }));
    reg.register(
      definePlugin({
        id: 'agent',
        flowKinds: [kind({ type: 'AGENTFLOW', anchors: 'flow', startNode: 'startAgentflow' })],
      }),
    );
    expect(reg.flowKinds().map((k) => k.id)).toEqual([
      'flow-kind:chat/chatflow',
      'flow-kind:agent/agentflow',
    ]);
    expect(reg.flowKind('AGENTFLOW')?.value.startNode).toBe('startAgentflow');
    d.dispose();
    expect(reg.flowKind('CHATFLOW')).toBeUndefined();
    expect(reg.flowKinds().map((k) => k.owner)).toEqual(['agent']);
  });

  it('refuses a second kind of the same type, naming both plugins, and adds nothing of it', () => {
    const reg = new PluginRegistry();
    reg.register(definePlugin({ id: 'chat', flowKinds: [kind()] }));
    const other = definePlugin({
      id: 'other',
      routes: [{ path: '/other', layout: 'main', page: () => Promise.resolve({ default: null }) }],
      flowKinds: [kind({ label: 'Other' })],
    });
    const msg = errorOf(() => reg.register(other));
    expect(msg).toMatch(/^PLUGIN003: PLUGIN003 duplicate flow kind 'CHATFLOW'/);
    expect(msg).toContain("plugin 'chat'");
    expect(msg).toContain("plugin 'other'");
    expect(reg.routes()).toEqual([]);
    expect(reg.flowKind('CHATFLOW')?.owner).toBe('chat');
  });

  it("offers the kind's own plugin's nodes, or the node plugins it names", async () => {
    const reg = new PluginRegistry();
    reg.register(definePlugin({ id: 'stores', definitions: async () => ({ nodes: [node('textFile')] }) }));
    reg.register(
      definePlugin({ id: 'agent', definitions: async () => ({ nodes: [node('startAgentflow')] }) }),
    );
    reg.register(
      definePlugin({
        id: 'chat',
        definitions: async () => ({ nodes: [node('chatOpenAI'), node('bufferMemory')] }),
        flowKinds: [kind({ nodePlugins: ['chat', 'stores'] })],
      }),
    );
    reg.register(
      definePlugin({ id: 'agent-kind', flowKinds: [kind({ type: 'AGENTFLOW', anchors: 'flow' })] }),
    );
    await reg.loadDefinitions();
    expect(reg.flowKindNodes('CHATFLOW').map((d) => d.name)).toEqual([
      'textFile',
      'chatOpenAI',
      'bufferMemory',
    ]);
    // Without nodePlugins: the contributing plugin's own nodes (here none).
    expect(reg.flowKindNodes('AGENTFLOW')).toEqual([]);
    expect(reg.flowKindNodes('ASSISTANT')).toEqual([]);
  });

  it.each([
    [{ id: 'x', flowKinds: [{ ...kind(), type: 'WORKFLOW' }] }, '/flowKinds/0/type'],
    [{ id: 'x', flowKinds: [{ ...kind(), anchors: 'wires' }] }, '/flowKinds/0/anchors'],
    [{ id: 'x', flowKinds: [{ ...kind(), listPath: 'chatflows' }] }, '/flowKinds/0/listPath'],
    [{ id: 'x', flowKinds: [{ ...kind(), permission: 'chatflows:view' }] }, '/flowKinds/0/permission'],
    [{ id: 'x', flowKinds: [{ ...kind(), newFlowName: undefined }] }, "required property 'newFlowName'"],
    [{ id: 'x', flowKinds: [{ ...kind(), nodePlugins: ['Not Kebab'] }] }, '/flowKinds/0/nodePlugins/0'],
  ])('rejects %j with PLUGIN001 naming the path', (manifest, fragment) => {
    const msg = errorOf(() =>
      new PluginRegistry().register(definePlugin(manifest as unknown as PluginManifest)),
    );
    expect(msg).toMatch(/^PLUGIN001/);
    expect(msg).toContain(fragment);
  });
});
