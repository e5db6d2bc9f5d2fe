import { describe, expect, it } from 'vitest';
import { agentflowNodes } from '../../plugins/agentflow/definitions.ts';
import type { NodeDefinition } from '../types.ts';
import { createNodeData } from './createNodeData.ts';

const def = (name: string): NodeDefinition => {
  const found = agentflowNodes.find((d) => d.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};

describe('createNodeData', () => {
  it('builds the saved shape: ids, defaults, display, one output', () => {
    const data = createNodeData(def('llmAgentflow'), 'llmAgentflow_0');
    expect(data.outputAnchors).toEqual([
      { id: 'llmAgentflow_0-output-llmAgentflow', label: 'LLM', name: 'llmAgentflow' },
    ]);
    expect(data.inputs).toMatchObject({ llmModel: '', llmEnableMemory: true, llmMemoryType: 'allMessages' });
    const window = data.inputParams?.find((p) => p.name === 'llmMemoryWindowSize');
    expect(window).toMatchObject({ id: 'llmAgentflow_0-input-llmMemoryWindowSize-number', display: false });
    expect(data.version).toBe(1);
    expect(data.color).toBe('#64B5F6');
  });

  it('numbers several outputs and builds condition outputs from the default rows', () => {
    const human = createNodeData(def('humanInputAgentflow'), 'humanInputAgentflow_0');
    expect(human.outputAnchors?.map((a) => [a.id, a.name])).toEqual([
      ['humanInputAgentflow_0-output-0', 'proceed'],
      ['humanInputAgentflow_0-output-1', 'reject'],
    ]);
    const cond = createNodeData(def('conditionAgentflow'), 'conditionAgentflow_0');
    expect(cond.outputAnchors?.map((a) => a.label)).toEqual(['0', 'End']);
    const agent = createNodeData(def('conditionAgentAgentflow'), 'conditionAgentAgentflow_0');
    expect(agent.outputAnchors).toHaveLength(2);
  });

  it('gives nodes without output no anchors and copies defaults', () => {
    expect(createNodeData(def('loopAgentflow'), 'loopAgentflow_0').outputAnchors).toEqual([]);
    const cond = def('conditionAgentflow');
    const data = createNodeData(cond, 'conditionAgentflow_0');
    (data.inputs?.conditions as unknown[] | undefined)?.push({});
    expect(data.inputs?.conditions).toHaveLength(2);
    expect(cond.inputs[0]?.default).toHaveLength(1);
  });
});
