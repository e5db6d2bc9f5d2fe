import { describe, expect, it } from 'vitest';
import { getUniqueNodeId } from './getUniqueNodeId.ts';

describe('getUniqueNodeId', () => {
  it('starts at index 0', () => {
    expect(getUniqueNodeId('llmAgentflow', [])).toBe('llmAgentflow_0');
  });
  it('skips taken ids and fills gaps', () => {
    const nodes = [{ id: 'llmAgentflow_0' }, { id: 'llmAgentflow_2' }, { id: 'agentAgentflow_1' }];
    expect(getUniqueNodeId('llmAgentflow', nodes)).toBe('llmAgentflow_1');
    expect(getUniqueNodeId('agentAgentflow', nodes)).toBe('agentAgentflow_0');
    expect(getUniqueNodeId('llmAgentflow', [...nodes, { id: 'llmAgentflow_1' }])).toBe('llmAgentflow_3');
  });
});
