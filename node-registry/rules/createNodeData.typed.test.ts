import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FlowNode, SavedOutputAnchor } from '../flow.ts';
import type { InputAnchor, InputParam, NodeDefinition, OutputAnchor } from '../types.ts';
import { createNodeData } from './createNodeData.ts';

const DIR = join(import.meta.dirname, '../../../shared/fixtures/flowise-templates/chatflows');
const fixtures = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => [f, JSON.parse(readFileSync(join(DIR, f), 'utf8')) as { nodes: FlowNode[] }] as const);

/** The base classes an output handle id names after `${id}-output-${name}-`. */
const classesOf = (anchor: OutputAnchor, nodeId: string) =>
  (anchor.id ?? '').slice(`${nodeId}-output-${anchor.name}-`.length).split('|');

/**
 * The definition a saved peer node was made from, as the node helpers write them: params and
 * anchors without ids, declared outputs only where the node offers a choice or a named output.
 */
function definitionOf(node: FlowNode): NodeDefinition {
  const d = node.data;
  const strip = <T extends { id?: string }>({ id: _id, ...rest }: T) => rest;
  const [first] = d.outputAnchors ?? [];
  let outputs: OutputAnchor[] | undefined;
  if (first?.type === 'options') {
    outputs = (first.options ?? []).map((o) => ({
      name: o.name,
      label: o.label,
      baseClasses: classesOf(o, node.id),
    }));
  } else if (first && first.name !== d.name) {
    outputs = [{ name: first.name, label: first.label, baseClasses: classesOf(first, node.id) }];
  }
  return {
    name: d.name,
    label: d.label,
    version: d.version ?? 1,
    type: d.type ?? d.name,
    category: d.category ?? 'Test',
    icon: 'Box24Regular',
    color: '#000000',
    description: d.description ?? '',
    baseClasses: d.baseClasses ?? [],
    inputs: (d.inputParams ?? []).map((p) => strip(p) as InputParam),
    inputAnchors: (d.inputAnchors ?? []).map((a) => strip(a) as InputAnchor),
    ...(outputs ? { outputs } : {}),
  };
}

const handleIds = (anchors: readonly SavedOutputAnchor[] = []) =>
  anchors.flatMap((a) => (a.type === 'options' ? (a.options ?? []).map((o) => o.id) : [a.id]));

describe('createNodeData for typed kinds (peer chatflow ids)', () => {
  it.each(fixtures)('%s: every node gets the anchor ids its saved edges name', (_file, flow) => {
    for (const node of flow.nodes.filter((n) => n.type === 'customNode')) {
      const data = createNodeData(definitionOf(node), node.id, 'typed');
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
    const data = createNodeData(definitionOf(saved), 'llmChain_3', 'typed');
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
    const data = createNodeData(definitionOf(saved), 'bufferMemory_0');
    expect(data.outputAnchors?.map((a) => a.id)).toEqual(['bufferMemory_0-output-bufferMemory']);
  });
});
