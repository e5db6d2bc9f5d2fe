import { describe, expect, it } from 'vitest';
import { definePlugin } from '../../common/plugin/definePlugin.ts';
import { definePluginServer, type PluginServerDefinition } from './definePluginServer.ts';
import type { FileSource } from './fileSources.ts';
import { contributedFileSources, contributedPlanLimits, type LoadedPlugin } from './loadPlugins.ts';
import { type PlanLimitProvider, planLimits } from './planLimits.ts';

const loaded = (id: string, server: PluginServerDefinition = {}): LoadedPlugin => ({
  plugin: definePlugin({ id }),
  server: definePluginServer(server),
});
const refuse: PlanLimitProvider = {
  check: async (_scope, r) => {
    throw new Error(`no ${r.resource}`);
  },
};
const source = (id: string): FileSource => ({
  id,
  label: id,
  permission: 'chatflows:view',
  deletePermission: 'chatflows:update',
  list: async () => [],
  delete: async () => false,
});
const scope = {} as Parameters<typeof planLimits>[1];

describe('planLimits and fileSources contribution points', () => {
  it('plan limits: the one contributor decides; without one nothing is limited; two are refused', async () => {
    await expect(
      planLimits(contributedPlanLimits([loaded('a'), loaded('b', { planLimits: refuse })]), scope).enforce({
        workspaceId: 'w',
        resource: 'flows',
      }),
    ).rejects.toThrow('no flows');
    await expect(
      planLimits(contributedPlanLimits([loaded('a')]), scope).enforce({
        workspaceId: 'w',
        resource: 'flows',
      }),
    ).resolves.toBeUndefined();
    expect(() =>
      contributedPlanLimits([loaded('one', { planLimits: refuse }), loaded('two', { planLimits: refuse })]),
    ).toThrow(/'one' and 'two'/);
    expect(() => definePluginServer({ planLimits: {} as PlanLimitProvider })).toThrow(/planLimits/);
  });

  it('file sources: collected by id; one id from two plugins is refused naming both', () => {
    const sources = contributedFileSources([
      loaded('chat', { fileSources: [source('chat-uploads')] }),
      loaded('docs', { fileSources: [source('document-store-files')] }),
    ]);
    expect([...sources.keys()]).toEqual(['chat-uploads', 'document-store-files']);
    expect(() =>
      contributedFileSources([
        loaded('one', { fileSources: [source('x')] }),
        loaded('two', { fileSources: [source('x')] }),
      ]),
    ).toThrow(/'x': 'one' and 'two'/);
    expect(() => definePluginServer({ fileSources: [{ ...source('Bad Id') }] })).toThrow(/fileSources/);
  });
});
