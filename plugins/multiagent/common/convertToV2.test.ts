import { describe, expect, it } from 'vitest';
import { NodeRegistry } from '../../../node-registry/NodeRegistry.ts';
import { normalizeFlow } from '../../../node-registry/normalizeFlow.ts';
import { validateFlow, validateOptionsFor } from '../../../node-registry/rules/validateFlow.ts';
import { pluginDefinitions } from '../../../host/common/plugin/pluginDefinitions.ts';
import agentflow from '../../agentflow/index.ts';
import chatflow from '../../chatflow/index.ts';
import multiagent from '../index.ts';
import { sampleFlows } from './sampleFlows.ts';
import { convertToV2 } from './convertToV2.ts';

const registry = new NodeRegistry();
for (const { plugin, nodes } of await pluginDefinitions([multiagent, chatflow, agentflow]))
  for (const def of nodes ?? []) registry.register(plugin.id, def);
const lookup = (name: string) => registry.get(name);
const flows = sampleFlows(lookup, { modelName: 'gpt-4o-mini' }, 'cred-1');
const names = (f: { nodes: { data: { name: string } }[] }) => f.nodes.map((n) => n.data.name);

describe('Convert to Agentflow v2', () => {
  for (const [name, flow] of Object.entries(flows)) {
    it(`${name}: gives a v2 flow that validates with no error`, () => {
      const { flow: v2 } = convertToV2(flow, lookup);
      const errors = validateFlow(normalizeFlow(v2), registry, validateOptionsFor('AGENTFLOW')).filter(
        (d) => d.severity === 'error',
      );
      expect(errors).toEqual([]);
    });
  }

  it('a supervisor team becomes Start → Condition Agent (one scenario per worker) → Agents that loop back', () => {
    const { flow, notConverted } = convertToV2(flows.supervisorTeam!, lookup);
    expect(names(flow).sort()).toEqual(
      [
        'startAgentflow',
        'conditionAgentAgentflow',
        'agentAgentflow',
        'agentAgentflow',
        'loopAgentflow',
        'loopAgentflow',
      ].sort(),
    );
    const router = flow.nodes.find((n) => n.data.name === 'conditionAgentAgentflow')!;
    expect(router.data.inputs?.conditionAgentScenarios).toEqual([
      { scenario: 'Researcher' },
      { scenario: 'Mathematician' },
    ]);
    expect(router.data.inputs?.conditionAgentModel).toBe('chatOpenAI');
    expect(router.data.inputs?.conditionAgentModelConfig).toMatchObject({
      modelName: 'gpt-4o-mini',
      credential: 'cred-1',
    });
    const math = flow.nodes.find((n) => n.data.label === 'Mathematician')!;
    expect(math.data.inputs?.agentTools).toMatchObject([{ agentSelectedTool: 'calculator' }]);
    expect(flow.edges.filter((e) => e.source === router.id).map((e) => e.sourceHandle)).toEqual([
      `${router.id}-output-0`,
      `${router.id}-output-1`,
    ]);
    expect(notConverted).toEqual([]);
  });

  it('sequential: state becomes Start state, the condition its rows, the loop goes back to the writer', () => {
    const { flow } = convertToV2(flows.essayLoop!, lookup);
    expect(names(flow)).toEqual([
      'startAgentflow',
      'agentAgentflow',
      'llmAgentflow',
      'conditionAgentflow',
      'loopAgentflow',
    ]);
    const start = flow.nodes[0]!;
    expect(start.data.inputs?.startState).toEqual([{ key: 'grade', value: '' }]);
    const condition = flow.nodes.find((n) => n.data.name === 'conditionAgentflow')!;
    expect(condition.data.inputs?.conditions).toEqual([
      { type: 'string', value1: '{{ $flow.state.grade }}', operation: 'equal', value2: 'revise' },
    ]);
    const llm = flow.nodes.find((n) => n.data.name === 'llmAgentflow')!;
    expect(llm.data.inputs?.llmUpdateState).toEqual([{ key: 'grade', value: '{{ output.grade }}' }]);
    const loop = flow.nodes.find((n) => n.data.name === 'loopAgentflow')!;
    expect(loop.data.inputs?.loopBackToNode).toBe(
      flow.nodes.find((n) => n.data.name === 'agentAgentflow')!.id,
    );
    // the Revise route (row 0) leads to the loop; End (Else) leads nowhere
    expect(
      flow.edges.filter((e) => e.source === condition.id).map((e) => [e.sourceHandle, e.target]),
    ).toEqual([[`${condition.id}-output-0`, loop.id]]);
  });

  it('an LLM node feeding a tool node becomes an Agent with its tools and approval', () => {
    const withApproval = structuredClone(flows.toolNode!);
    withApproval.nodes.find((n) => n.id === 'seqToolNode_0')!.data.inputs!.interrupt = true;
    const { flow, notConverted } = convertToV2(withApproval, lookup);
    expect(names(flow)).toEqual(['startAgentflow', 'agentAgentflow', 'llmAgentflow']);
    expect(flow.nodes[1]!.data.inputs?.agentTools).toMatchObject([
      { agentSelectedTool: 'calculator', agentSelectedToolRequiresHumanInput: true },
    ]);
    expect(flow.edges.map((e) => [e.source, e.target])).toEqual([
      [flow.nodes[0]!.id, flow.nodes[1]!.id],
      [flow.nodes[1]!.id, flow.nodes[2]!.id],
    ]);
    expect(notConverted).toEqual([]);
  });

  it('the check can fail: without a chat model the converted agents lack their model', () => {
    const bare = structuredClone(flows.branchMerge!);
    bare.edges = bare.edges.filter((e) => e.source !== 'chatOpenAI_0');
    const { flow } = convertToV2(bare, lookup);
    const errors = validateFlow(normalizeFlow(flow), registry, validateOptionsFor('AGENTFLOW'));
    expect(errors.some((d) => d.severity === 'error' && d.nodeId === 'agentAgentflow_0')).toBe(true);
  });
});
