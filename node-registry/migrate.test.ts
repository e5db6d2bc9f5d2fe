import { describe, expect, it } from 'vitest';
import type { Flow } from './flow.ts';
import { migrateFlow, type NodeMigration } from './migrate.ts';

const flow: Flow = {
  nodes: [
    {
      id: 'llm_0',
      position: { x: 0, y: 0 },
      data: { id: 'llm_0', name: 'llm', label: 'LLM', version: 1, inputs: { prompt: 'hi' } },
    },
    {
      id: 'llm_1',
      position: { x: 0, y: 0 },
      data: { id: 'llm_1', name: 'llm', label: 'LLM', version: 3, inputs: { text: 'x' } },
    },
    {
      id: 'tool_0',
      position: { x: 0, y: 0 },
      data: { id: 'tool_0', name: 'tool', label: 'Tool', inputs: {} },
    },
  ],
  edges: [],
};

const renamePrompt: NodeMigration = {
  node: 'llm',
  from: 1,
  to: 2,
  up: (data) => {
    const { prompt, ...rest } = data.inputs ?? {};
    return { ...data, inputs: { ...rest, message: prompt } };
  },
};
const renameMessage: NodeMigration = {
  node: 'llm',
  from: 2,
  to: 3,
  up: (data) => {
    const { message, ...rest } = data.inputs ?? {};
    return { ...data, inputs: { ...rest, text: message } };
  },
};

describe('migrateFlow', () => {
  it('chains migrations from the saved version and records them', () => {
    const { flow: out, applied } = migrateFlow(flow, [renameMessage, renamePrompt]);
    expect(out.nodes[0]?.data).toMatchObject({ version: 3, inputs: { text: 'hi' } });
    expect(applied).toEqual([
      { nodeId: 'llm_0', node: 'llm', from: 1, to: 2 },
      { nodeId: 'llm_0', node: 'llm', from: 2, to: 3 },
    ]);
  });
  it('leaves current nodes and the input flow untouched', () => {
    const { flow: out } = migrateFlow(flow, [renamePrompt, renameMessage]);
    expect(out.nodes[1]).toBe(flow.nodes[1]);
    expect(out.nodes[2]).toBe(flow.nodes[2]);
    expect(flow.nodes[0]?.data).toMatchObject({ version: 1, inputs: { prompt: 'hi' } });
  });
  it('treats a node without a version as version 1', () => {
    const up: NodeMigration = {
      node: 'tool',
      from: 1,
      to: 1.1,
      up: (d) => ({ ...d, inputs: { added: true } }),
    };
    const { flow: out } = migrateFlow(flow, [up]);
    expect(out.nodes[2]?.data).toMatchObject({ version: 1.1, inputs: { added: true } });
  });
  it('rejects migrations that go backwards or overlap', () => {
    expect(() => migrateFlow(flow, [{ ...renamePrompt, to: 1 }])).toThrow(/higher version/);
    expect(() => migrateFlow(flow, [renamePrompt, renamePrompt])).toThrow(/Two migrations start at llm@1/);
  });
});
