import { describe, expect, it } from 'vitest';
import type { FlowNode } from '../flow.ts';
import type { NodeDefinition } from '../types.ts';
import { anchorProblems } from './anchorProblems.ts';

const chain = (type: string): NodeDefinition => ({
  name: 'chain',
  label: 'Chain',
  version: 1,
  type: 'chain',
  category: 'Chains',
  icon: 'Bot24Regular',
  color: '#888888',
  description: 'A chain',
  baseClasses: ['chain'],
  inputs: [],
  inputAnchors: [{ label: 'Retriever', name: 'retriever', type }],
});
const node = { id: 'chain_0', position: { x: 0, y: 0 }, data: { id: 'chain_0', name: 'chain' } } as FlowNode;

describe('anchorProblems', () => {
  it.each([
    ['BaseRetriever', 'connect a BaseRetriever node', { type: 'BaseRetriever' }],
    ['A | B', 'connect a A or B node', { types: 'A', last: 'B' }],
    ['A | B | C', 'connect a A, B or C node', { types: 'A, B', last: 'C' }],
  ])('an unconnected %s anchor is said with its types, "or" in the text', (type, english, values) => {
    const [problem] = anchorProblems(node, chain(type), []);
    expect(problem?.message).toBe(`Retriever is required: ${english}`);
    expect(problem?.say?.values).toEqual(values);
    // the anchor's label is a node text, said through the node catalogue
    expect(problem?.say?.nodeValues).toEqual({ label: 'Retriever' });
  });
});
