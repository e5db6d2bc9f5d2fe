import { describe, expect, it } from 'vitest';
import { definePlugin } from '../../common/plugin/definePlugin.ts';
import type { AccessPolicy } from '../access/AccessPolicy.ts';
import { definePluginServer } from './definePluginServer.ts';
import { contributedPolicy, type LoadedPlugin } from './loadPlugins.ts';

const deny: AccessPolicy = { check: () => ({ allowed: false, statusCode: 401, message: 'no' }) };
const loaded = (id: string, accessPolicy?: AccessPolicy): LoadedPlugin => ({
  plugin: definePlugin({ id }),
  server: definePluginServer(accessPolicy ? { accessPolicy } : {}),
});

describe('contributedPolicy', () => {
  it('is the one loaded plugin’s policy, or none', () => {
    expect(contributedPolicy([loaded('a'), loaded('b', deny)])).toBe(deny);
    expect(contributedPolicy([loaded('a')])).toBeUndefined();
  });

  it('refuses two contributors, naming both', () => {
    expect(() => contributedPolicy([loaded('one', deny), loaded('two', deny)])).toThrow(/'one' and 'two'/);
  });

  it('rejects a policy without a check function', () => {
    expect(() => definePluginServer({ accessPolicy: {} as AccessPolicy })).toThrow(/accessPolicy/);
  });
});
