import { describe, expect, it } from 'vitest';
import { anyFlag, EXPORT_SETS, emptyExport } from './exportTypes.ts';
import { flowSet } from './flowSet.ts';

const data = (...names: string[]) =>
  JSON.stringify({ nodes: names.map((name) => ({ data: { name } })), edges: [] });

describe('flowSet', () => {
  it('puts flows with v2 agentflow nodes in AgentFlowV2', () => {
    expect(flowSet('AGENTFLOW', data('startAgentflow', 'llmAgentflow'))).toBe('AgentFlowV2');
    expect(flowSet('AGENTFLOW', data('supervisor'))).toBe('AgentFlow');
    expect(flowSet('MULTIAGENT', data('startAgentflow'))).toBe('AgentFlow');
    expect(flowSet('AGENTFLOW', 'not json')).toBe('AgentFlow');
    expect(flowSet('CHATFLOW', data('startAgentflow'))).toBe('ChatFlow');
    expect(flowSet('ASSISTANT', data())).toBe('AssistantFlow');
  });
});

describe('export types', () => {
  it('builds an empty export with every set and the default file name', () => {
    const e = emptyExport();
    expect(e.FileDefaultName).toBe('ExportData.json');
    for (const set of EXPORT_SETS) expect(e[set]).toEqual([]);
  });
  it('needs one true flag', () => {
    expect(anyFlag({})).toBe(false);
    expect(anyFlag({ tool: false })).toBe(false);
    expect(anyFlag({ tool: true })).toBe(true);
  });
});
