import { describe, expect, it } from 'vitest';
import { nodes as agentflowNodes } from '../../agentflow/definitions.ts';
import { chatWithDocumentsFlow, chatWithDocumentsName, RETRIEVER_ID } from './chatWithDocumentsFlow.ts';

const def = (name: string) => {
  const found = agentflowNodes.find((d) => d.name === name);
  if (!found) throw new Error(name);
  return found;
};
const defs = { start: def('startAgentflow'), retriever: def('retrieverAgentflow'), llm: def('llmAgentflow') };
const model = {
  llmModel: 'chatOpenAI',
  llmModelConfig: { modelName: 'gpt-4o-mini', llmModel: 'chatOpenAI' },
};

describe('chatWithDocumentsFlow', () => {
  const flow = chatWithDocumentsFlow(defs, { id: 'store-1', name: 'Handbook' }, model);

  it('chains start, retriever and model', () => {
    expect(flow.nodes.map((n) => n.data.name)).toEqual([
      'startAgentflow',
      'retrieverAgentflow',
      'llmAgentflow',
    ]);
    expect(flow.edges.map((e) => [e.source, e.target])).toEqual([
      ['startAgentflow_0', RETRIEVER_ID],
      [RETRIEVER_ID, 'llmAgentflow_0'],
    ]);
    // Edges leave from the nodes' own output anchors.
    for (const e of flow.edges) {
      const source = flow.nodes.find((n) => n.id === e.source);
      expect(source?.data.outputAnchors?.map((a) => a.id)).toContain(e.sourceHandle);
    }
  });

  it('retrieves from the store with the question and hands the passages to the model', () => {
    const [, retriever, llm] = flow.nodes;
    expect(retriever?.data.inputs).toMatchObject({
      retrieverKnowledgeDocumentStores: [{ documentStore: 'store-1:Handbook' }],
      retrieverQuery: '{{question}}',
    });
    expect(llm?.data.inputs).toMatchObject({ ...model, llmEnableMemory: true });
    const [system] = (llm?.data.inputs?.llmMessages ?? []) as { role: string; content: string }[];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain(`{{${RETRIEVER_ID}}}`);
    expect(system?.content).toContain('"Handbook"');
  });

  it('is named after the store', () => {
    expect(chatWithDocumentsName('Handbook')).toBe('Chat with Handbook');
  });
});
