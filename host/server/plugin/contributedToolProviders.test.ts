import { describe, expect, it } from 'vitest';
import { definePlugin } from '../../common/plugin/definePlugin.ts';
import type { ToolProvider } from '../engine/toolProvider.ts';
import { definePluginServer } from './definePluginServer.ts';
import { contributedToolProviders, type LoadedPlugin } from './loadPlugins.ts';

const provider = (name: string): ToolProvider => ({
  name,
  label: name,
  description: `${name} tool`,
  category: 'Tools',
  inputs: [],
  tools: async () => [],
});
const loaded = (id: string, toolProviders?: ToolProvider[]): LoadedPlugin => ({
  plugin: definePlugin({ id }),
  server: definePluginServer(toolProviders ? { toolProviders } : {}),
});

describe('contributedToolProviders', () => {
  it('collects every plugin’s providers by name', () => {
    const map = contributedToolProviders([
      loaded('a', [provider('arxiv')]),
      loaded('b'),
      loaded('c', [provider('requestsGet'), provider('tavily')]),
    ]);
    expect([...map.keys()]).toEqual(['arxiv', 'requestsGet', 'tavily']);
  });

  it('refuses two plugins providing one name, naming both', () => {
    expect(() =>
      contributedToolProviders([loaded('one', [provider('x')]), loaded('two', [provider('x')])]),
    ).toThrow("Two plugins provide the tool 'x': 'one' and 'two'");
  });

  it('refuses a provider without a tools function or with a bad name', () => {
    expect(() =>
      definePluginServer({ toolProviders: [{ ...provider('x'), tools: undefined } as never] }),
    ).toThrow(/toolProviders/);
    expect(() => definePluginServer({ toolProviders: [provider('bad name')] })).toThrow(/toolProviders/);
  });
});
