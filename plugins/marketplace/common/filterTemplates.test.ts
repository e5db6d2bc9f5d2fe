import { describe, expect, it } from 'vitest';
import { filterTemplates, NO_FILTER, optionsOf, previewPath } from './filterTemplates.ts';
import type { MarketplaceTemplate } from './templateTypes.ts';

const t = (over: Partial<MarketplaceTemplate>): MarketplaceTemplate => ({
  id: 'id',
  templateName: 'x',
  description: '',
  usecases: [],
  framework: [],
  categories: [],
  type: 'AgentflowV2',
  nodeNames: [],
  ...over,
});

const list = [
  t({
    id: 'a',
    templateName: 'Support Router',
    usecases: ['Customer Support', 'Routing'],
    badge: 'POPULAR',
    nodeNames: ['startAgentflow', 'conditionAgentAgentflow'],
  }),
  t({
    id: 'b',
    templateName: 'Translator',
    usecases: ['Translation'],
    nodeNames: ['startAgentflow', 'llmAgentflow'],
    nodeIcons: [{ name: 'llmAgentflow', label: 'LLM' }],
  }),
  t({ id: 'c', templateName: 'Slugify', type: 'Tool', usecases: ['Utilities'] }),
];

describe('filterTemplates', () => {
  it('keeps everything without a filter', () => {
    expect(filterTemplates(list, NO_FILTER).map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });
  it('filters by type, use case, badge and nodes (all nodes required)', () => {
    expect(filterTemplates(list, { ...NO_FILTER, types: ['Tool'] }).map((x) => x.id)).toEqual(['c']);
    expect(
      filterTemplates(list, { ...NO_FILTER, usecases: ['Routing', 'Translation'] }).map((x) => x.id),
    ).toEqual(['a', 'b']);
    expect(filterTemplates(list, { ...NO_FILTER, badges: ['POPULAR'] }).map((x) => x.id)).toEqual(['a']);
    expect(
      filterTemplates(list, { ...NO_FILTER, nodes: ['startAgentflow', 'llmAgentflow'] }).map((x) => x.id),
    ).toEqual(['b']);
  });
  it('searches names, use cases and node labels, ignoring case', () => {
    expect(filterTemplates(list, { ...NO_FILTER, search: 'routing' }).map((x) => x.id)).toEqual(['a']);
    expect(filterTemplates(list, { ...NO_FILTER, search: 'llm' }).map((x) => x.id)).toEqual(['b']);
    expect(filterTemplates(list, { ...NO_FILTER, search: 'nothing like it' })).toEqual([]);
  });
  it('lists options and preview paths', () => {
    expect(optionsOf(list, (x) => x.usecases)).toEqual([
      'Customer Support',
      'Routing',
      'Translation',
      'Utilities',
    ]);
    expect(previewPath(list[0]!)).toBe('/v2/marketplace/a');
    expect(previewPath(list[2]!)).toBe('/marketplace/c');
  });
});
