import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FlowNode, SavedOutputAnchor } from '../flow.ts';
import { definitionFromSavedNode } from '../testing/definitionFromSavedNode.ts';
import { createNodeData } from './createNodeData.ts';

const DIR = join(import.meta.dirname, '../../../shared/fixtures/flowise-templates/chatflows');
const fixtures = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => [f, JSON.parse(readFileSync(join(DIR, f), 'utf8')) as { nodes: FlowNode[] }] as const);

const handleIds = (anchors: readonly SavedOutputAnchor[] = []) =>
  anchors.flatMap((a) => (a.type === 'options' ? (a.options ?? []).map((o) => o.id) : [a.id]));

describe('createNodeData for typed kinds (peer chatflow ids)', () => {
  it.each(fixtures)('%s: every node gets the anchor ids its saved edges name', (_file, flow) => {
    for (const node of flow.nodes.filter((n) => n.type === 'customNode')) {
      const data = createNodeData(definitionFromSavedNode(node), node.id, 'typed');
      expect(data.inputAnchors?.map((a) => a.id)).toEqual(node.data.inputAnchors?.map((a) => a.id));
      expect(handleIds(data.outputAnchors)).toEqual(handleIds(node.data.outputAnchors));
      expect(data.outputAnchors?.map((a) => a.type)).toEqual(node.data.outputAnchors?.map((a) => a.type));
      // Param ids follow `${id}-input-${name}-${type}` (older peer saves wrote some differently).
      for (const p of data.inputParams ?? []) expect(p.id).toBe(`${node.id}-input-${p.name}-${p.type}`);
    }
  });

  it('gives a node with several outputs the options anchor, its first output chosen', () => {
    const [, flow] = fixtures.find(([f]) => f === 'LLM Chain.json') ?? [];
    const saved = flow?.nodes.find((n) => n.data.name === 'llmChain');
    if (!saved) throw new Error('LLM Chain fixture has no llmChain');
    const data = createNodeData(definitionFromSavedNode(saved), 'llmChain_3', 'typed');
    expect(data.outputs).toEqual({ output: 'llmChain' });
    expect(data.outputAnchors).toEqual([
      {
        name: 'output',
        label: 'Output',
        type: 'options',
        default: 'llmChain',
        options: [
          {
            id: 'llmChain_3-output-llmChain-LLMChain|BaseChain|Runnable',
            name: 'llmChain',
            label: 'LLM Chain',
            type: 'LLMChain | BaseChain | Runnable',
          },
          {
            id: 'llmChain_3-output-outputPrediction-string|json',
            name: 'outputPrediction',
            label: 'Output Prediction',
            type: 'string | json',
          },
        ],
      },
    ]);
  });

  it('keeps the flow style (agentflow) unchanged by default', () => {
    const [, flow] = fixtures.find(([f]) => f === 'Conversation Chain.json') ?? [];
    const saved = flow?.nodes.find((n) => n.data.name === 'bufferMemory');
    if (!saved) throw new Error('Conversation Chain fixture has no bufferMemory');
    const data = createNodeData(definitionFromSavedNode(saved), 'bufferMemory_0');
    expect(data.outputAnchors?.map((a) => a.id)).toEqual(['bufferMemory_0-output-bufferMemory']);
  });
});
