import { describe, expect, it } from 'vitest';
import { NodeRegistry } from '../../../node-registry/NodeRegistry.ts';
import { normalizeFlow } from '../../../node-registry/normalizeFlow.ts';
import { validateFlow, validateOptionsFor } from '../../../node-registry/rules/validateFlow.ts';
import { nodes as chatflowNodes } from '../../chatflow/definitions.ts';
import { multiagentNodes } from './multiagentNodes.ts';
import { sampleFlows } from '../common/sampleFlows.ts';

const registry = new NodeRegistry();
for (const def of multiagentNodes) registry.register('multiagent', def);
for (const def of chatflowNodes) registry.register('chatflow', def);
const flows = sampleFlows((name) => registry.get(name));

describe('multi-agent node catalogue', () => {
  it('offers the supervisor, worker and every sequential node by the peer names', () => {
    const names = multiagentNodes.map((n) => n.name);
    for (const name of [
      'supervisor',
      'worker',
      'seqStart',
      'seqAgent',
      'seqLLMNode',
      'seqToolNode',
      'seqCondition',
      'seqConditionAgent',
      'seqLoop',
      'seqState',
      'seqCustomFunction',
      'seqExecuteFlow',
      'seqEnd',
      'agentMemory',
    ])
      expect(names).toContain(name);
  });

  it('keeps the peer anchors a saved flow connects to', () => {
    const anchors = (name: string) => registry.get(name)?.inputAnchors?.map((a) => `${a.name}:${a.type}`);
    expect(anchors('worker')).toEqual(['tools:Tool', 'supervisor:Supervisor', 'model:BaseChatModel']);
    expect(anchors('seqStart')).toEqual([
      'model:BaseChatModel',
      'agentMemory:BaseCheckpointSaver',
      'state:State',
      'inputModeration:Moderation',
    ]);
    expect(anchors('seqToolNode')).toEqual(['tools:Tool', 'llmNode:LLMNode']);
  });

  for (const [name, flow] of Object.entries(flows)) {
    it(`${name}: validates as a MULTIAGENT flow with no error`, () => {
      const diagnostics = validateFlow(normalizeFlow(flow), registry, validateOptionsFor('MULTIAGENT'));
      expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    });
  }

  it('the check can fail: a worker without its supervisor is an error', () => {
    const flow = structuredClone(flows.supervisorTeam!);
    flow.edges = flow.edges.filter((e) => e.target !== 'worker_0');
    const diagnostics = validateFlow(normalizeFlow(flow), registry, validateOptionsFor('MULTIAGENT'));
    expect(diagnostics.some((d) => d.nodeId === 'worker_0' && d.severity === 'error')).toBe(true);
  });
});
