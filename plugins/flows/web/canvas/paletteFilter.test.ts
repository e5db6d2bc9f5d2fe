import { describe, expect, it } from 'vitest';
import { nodes as agentflowNodes } from '../../../agentflow/definitions.ts';
import { paletteGroups } from './paletteFilter.ts';

describe('paletteGroups', () => {
  it('groups every node by category when not searching', () => {
    const groups = paletteGroups(agentflowNodes, '');
    expect(groups.map((g) => g.category)).toEqual(['Agent Flows']);
    expect(groups[0]!.nodes).toHaveLength(15);
  });
  it('matches every word against label, name and description', () => {
    expect(paletteGroups(agentflowNodes, 'direct REPLY')[0]!.nodes.map((d) => d.name)).toEqual([
      'directReplyAgentflow',
    ]);
    expect(paletteGroups(agentflowNodes, 'zzz')).toEqual([]);
  });
  it('orders categories as the kind lists them, the others after in first-seen order', () => {
    const node = (name: string, category: string) => ({ ...agentflowNodes[0]!, name, category });
    const defs = [node('a', 'Tools'), node('b', 'Memory'), node('c', 'Chat Models'), node('d', 'Misc')];
    expect(paletteGroups(defs, '', ['Chat Models', 'Memory']).map((g) => g.category)).toEqual([
      'Chat Models',
      'Memory',
      'Tools',
      'Misc',
    ]);
  });
  it('matches tags, so one family of same-named nodes can be found', () => {
    const node = (name: string, tags?: string[]) => ({
      ...agentflowNodes[0]!,
      name,
      label: 'ChatOpenAI',
      tags,
    });
    const defs = [node('chatOpenAI'), node('chatOpenAI_LlamaIndex', ['LlamaIndex'])];
    expect(paletteGroups(defs, 'chatopenai llamaindex')[0]!.nodes.map((d) => d.name)).toEqual([
      'chatOpenAI_LlamaIndex',
    ]);
  });
});
