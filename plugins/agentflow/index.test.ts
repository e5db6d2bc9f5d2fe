import { describe, expect, it } from 'vitest';
import { PluginRegistry } from '../../host/common/plugin/PluginRegistry.ts';
import type { InputParam } from '../../node-registry/types.ts';
import agentflow from './index.ts';
import { agentflowNodes } from './definitions.ts';

const ICONS: Record<string, string> = {
  startAgentflow: 'Play24Regular',
  llmAgentflow: 'BrainCircuit24Regular',
  agentAgentflow: 'Bot24Regular',
  conditionAgentflow: 'BranchFork24Regular',
  conditionAgentAgentflow: 'BranchCompare24Regular',
  humanInputAgentflow: 'PersonFeedback24Regular',
  loopAgentflow: 'ArrowRepeatAll24Regular',
  directReplyAgentflow: 'ArrowReply24Regular',
  customFunctionAgentflow: 'Code24Regular',
  toolAgentflow: 'Wrench24Regular',
  retrieverAgentflow: 'DocumentSearch24Regular',
  stickyNoteAgentflow: 'Note24Regular',
  httpAgentflow: 'Globe24Regular',
  iterationAgentflow: 'TextBulletListSquare24Regular',
  executeFlowAgentflow: 'Flowchart24Regular',
};

const names = (params: InputParam[] = []): string[] => params.flatMap((p) => [p.name, ...names(p.array)]);

describe('agentflow plugin', () => {
  it('registers the 15 node types against the node-definition schema', async () => {
    const registry = new PluginRegistry();
    const handle = registry.register(agentflow);
    await registry.loadDefinitions();
    const listed = registry.nodes.entries();
    expect(listed.map((e) => e.definition.name).sort()).toEqual(Object.keys(ICONS).sort());
    expect(listed[0]?.id).toBe('node:agentflow/startAgentflow');
    handle.dispose();
    expect(registry.nodes.list()).toHaveLength(0);
  });

  it('gives each node its icon, a colour, the Agent Flows category and its type as base class', () => {
    for (const def of agentflowNodes) {
      expect(def.icon, def.name).toBe(ICONS[def.name]);
      expect(def.category).toBe('Agent Flows');
      expect(def.baseClasses).toEqual([def.type]);
      expect(def.color).toMatch(/^#[0-9A-Fa-f]{6}$/);
    }
  });

  it('has the outputs the canvas needs', () => {
    const byName = new Map(agentflowNodes.map((d) => [d.name, d]));
    expect(byName.get('humanInputAgentflow')?.outputs?.map((o) => o.name)).toEqual(['proceed', 'reject']);
    expect(byName.get('conditionAgentflow')?.rowOutputs).toEqual({
      param: 'conditions',
      extraOutput: 'End',
      conditionRow: { variable: 'value1', operation: 'operation' },
    });
    expect(byName.get('conditionAgentAgentflow')?.rowOutputs).toEqual({ param: 'conditionAgentScenarios' });
    expect(byName.get('iterationAgentflow')?.ui?.container).toBe(true);
    expect(byName.get('startAgentflow')?.hideInput).toBe(true);
    expect(byName.get('loopAgentflow')?.hideOutput).toBe(true);
    expect(names(byName.get('agentAgentflow')?.inputs)).toEqual(
      expect.arrayContaining([
        'agentModel',
        'agentMessages',
        'agentTools',
        'agentSelectedTool',
        'agentUpdateState',
      ]),
    );
  });
});
