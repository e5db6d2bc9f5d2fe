import { describe, expect, it } from 'vitest';
import type { CanvasGraph, CanvasNode } from './canvasGraph.ts';
import { chooseOutput, offeredOutputs } from './chooseOutput.ts';

const retriever = {
  id: 'faiss_0-output-retriever-Faiss|BaseRetriever',
  name: 'retriever',
  label: 'Retriever',
  type: 'Faiss | BaseRetriever',
};
const store = {
  id: 'faiss_0-output-vectorStore-Faiss|VectorStore',
  name: 'vectorStore',
  label: 'Store',
  type: 'Faiss | VectorStore',
};
const faiss: CanvasNode = {
  id: 'faiss_0',
  type: 'customNode',
  position: { x: 0, y: 0 },
  data: {
    id: 'faiss_0',
    name: 'faiss',
    label: 'Faiss',
    outputAnchors: [
      { name: 'output', label: 'Output', type: 'options', options: [retriever, store], default: 'retriever' },
    ],
    outputs: { output: 'retriever' },
  },
};
const graph: CanvasGraph = {
  nodes: [faiss],
  edges: [
    {
      id: 'e1',
      source: 'faiss_0',
      target: 'chain_0',
      sourceHandle: retriever.id,
      targetHandle: 'chain_0-input-retriever-BaseRetriever',
    },
    {
      id: 'e2',
      source: 'other_0',
      target: 'faiss_0',
      sourceHandle: 'other_0-output-x-Embeddings',
      targetHandle: 'faiss_0-input-embeddings-Embeddings',
    },
  ],
};

describe('offeredOutputs', () => {
  it("offers an options output's chosen handle, else its default, else its first", () => {
    expect(offeredOutputs(faiss.data.outputAnchors, { output: 'vectorStore' })).toEqual([store]);
    expect(offeredOutputs(faiss.data.outputAnchors, {})).toEqual([retriever]);
    const noDefault = [{ ...faiss.data.outputAnchors![0]!, default: undefined }];
    expect(offeredOutputs(noDefault, { output: 'gone' })).toEqual([retriever]);
    expect(offeredOutputs([retriever], undefined)).toEqual([retriever]);
  });
});

describe('chooseOutput', () => {
  it('stores the choice and drops the edges of the output no longer offered, keeping incoming ones', () => {
    const next = chooseOutput(graph, 'faiss_0', 'output', 'vectorStore');
    expect(next.nodes[0]!.data.outputs).toEqual({ output: 'vectorStore' });
    expect(next.edges.map((e) => e.id)).toEqual(['e2']);
    expect(graph.nodes[0]!.data.outputs).toEqual({ output: 'retriever' });
  });
  it('keeps the edges when the choice stays', () => {
    expect(chooseOutput(graph, 'faiss_0', 'output', 'retriever').edges).toHaveLength(2);
  });
});

describe('branch outputs (a sequential condition)', () => {
  it('offers every route when each option is an anchor, not just the chosen one', () => {
    const route = (name: string) => ({
      id: `c-output-${name}-Condition`,
      name,
      label: name,
      type: 'Condition',
      isAnchor: true,
    });
    const anchors = [
      {
        name: 'output',
        label: 'Output',
        type: 'options',
        options: [route('end'), route('retry')],
        default: 'next',
      },
    ];
    expect(offeredOutputs(anchors, { output: 'next' }).map((a) => a.name)).toEqual(['end', 'retry']);
    expect(offeredOutputs(faiss.data.outputAnchors, faiss.data.outputs).map((a) => a.name)).toEqual([
      'retriever',
    ]);
  });
});
