import { describe, expect, it } from 'vitest';
import { flowStoreIds } from './flowStoreIds.ts';

describe('flowStoreIds', () => {
  it('collects documentStore values of every node, nested rows and configs included', () => {
    const flow = {
      nodes: [
        {
          data: {
            inputs: {
              retrieverKnowledgeDocumentStores: [{ documentStore: 'a' }, { documentStore: 'b:Books' }],
            },
          },
        },
        { data: { inputs: { agentKnowledgeVSEmbeddings: [{ vectorStoreConfig: { documentStore: 'c' } }] } } },
        {
          data: { inputs: { agentKnowledgeDocumentStores: [{ documentStore: 'a' }, { documentStore: '' }] } },
        },
        { data: {} },
      ],
    };
    expect(flowStoreIds(JSON.stringify(flow))).toEqual(['a', 'b', 'c']);
  });

  it('answers nothing for broken or empty flow data', () => {
    expect(flowStoreIds('not json')).toEqual([]);
    expect(flowStoreIds('{}')).toEqual([]);
  });
});
