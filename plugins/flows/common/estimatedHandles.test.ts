import { describe, expect, it } from 'vitest';
import { createNodeData } from '../../../node-registry/rules/createNodeData.ts';
import { nodes as agentflowNodes } from '../../agentflow/definitions.ts';
import type { CanvasNode } from './canvasGraph.ts';
import { withEstimatedHandles, withoutEstimate } from './estimatedHandles.ts';

const def = (name: string) => agentflowNodes.find((d) => d.name === name)!;
const node = (name: string, id: string, type = 'agentFlow'): CanvasNode => ({
  id,
  type,
  position: { x: 0, y: 0 },
  data: createNodeData(def(name), id),
});

describe('withEstimatedHandles', () => {
  it("guesses a typed node's handles: each input anchor on the left, the chosen output on the right", () => {
    const typed: CanvasNode = {
      id: 'chain_0',
      type: 'customNode',
      position: { x: 0, y: 0 },
      data: {
        id: 'chain_0',
        name: 'llmChain',
        label: 'LLM Chain',
        inputAnchors: [
          {
            id: 'chain_0-input-model-BaseLanguageModel',
            label: 'Model',
            name: 'model',
            type: 'BaseLanguageModel',
          },
          {
            id: 'chain_0-input-prompt-BasePromptTemplate',
            label: 'Prompt',
            name: 'prompt',
            type: 'BasePromptTemplate',
          },
        ],
        outputAnchors: [
          {
            name: 'output',
            label: 'Output',
            type: 'options',
            options: [
              { id: 'chain_0-output-llmChain-LLMChain', name: 'llmChain', label: 'Chain', type: 'LLMChain' },
              {
                id: 'chain_0-output-outputPrediction-string',
                name: 'outputPrediction',
                label: 'P',
                type: 'string',
              },
            ],
          },
        ],
        outputs: { output: 'outputPrediction' },
      },
    };
    const out = withEstimatedHandles(typed);
    expect('handles' in out && out.handles.map((h) => [h.id, h.type, h.position])).toEqual([
      ['chain_0-input-model-BaseLanguageModel', 'target', 'left'],
      ['chain_0-input-prompt-BasePromptTemplate', 'target', 'left'],
      ['chain_0-output-outputPrediction-string', 'source', 'right'],
    ]);
    const [first, second, output] = 'handles' in out ? out.handles : [];
    expect(second!.y).toBeGreaterThan(first!.y);
    expect(output!.y).toBeGreaterThan(second!.y);
    expect(out.measured?.width).toBe(300.5);
  });

  it('guesses an input on the left (id = node id) and the output on the right', () => {
    const out = withEstimatedHandles(node('llmAgentflow', 'llmAgentflow_0'));
    expect(out).toMatchObject({ measured: { width: 200.5, height: 52.5 } });
    expect('handles' in out && out.handles.map((h) => [h.id, h.type, h.position])).toEqual([
      ['llmAgentflow_0', 'target', 'left'],
      ['llmAgentflow_0-output-llmAgentflow', 'source', 'right'],
    ]);
  });

  it('gives a condition one output row each, and the start node no input', () => {
    const condition = withEstimatedHandles(node('conditionAgentflow', 'conditionAgentflow_0'));
    const sources = 'handles' in condition ? condition.handles.filter((h) => h.type === 'source') : [];
    expect(sources.map((h) => h.id)).toEqual([
      'conditionAgentflow_0-output-0',
      'conditionAgentflow_0-output-1',
    ]);
    expect(sources[1]!.y).toBeGreaterThan(sources[0]!.y);
    const start = withEstimatedHandles(node('startAgentflow', 'startAgentflow_0'));
    expect('handles' in start && start.handles.map((h) => h.type)).toEqual(['source']);
  });

  it('leaves measured nodes, containers and notes alone; the guess can be taken off again', () => {
    const measured = { ...node('llmAgentflow', 'a'), measured: { width: 1, height: 1 } };
    expect(withEstimatedHandles(measured)).toBe(measured);
    const box = node('iterationAgentflow', 'i', 'iteration');
    expect(withEstimatedHandles(box)).toBe(box);
    const plain = node('llmAgentflow', 'b');
    expect('handles' in withoutEstimate(withEstimatedHandles(plain))).toBe(false);
    expect(withoutEstimate(plain)).toBe(plain);
  });
});
