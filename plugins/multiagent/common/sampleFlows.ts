import type { Flow } from '../../../node-registry/flow.ts';
import type { NodeDefinition } from '../../../node-registry/types.ts';
import { anchoredFlow } from '../../../node-registry/rules/anchoredFlow.ts';

type Lookup = (name: string) => NodeDefinition | undefined;

/**
 * Small flows of our own in the peer's saved format, one per shape its marketplace publishes:
 * a supervisor team, sequential agents with state, condition and loop, branch-out/merge-in, an
 * LLM node whose tool calls a tool node runs (optionally after approval), a condition agent.
 * Tests, the canvas e2e and benchmarks use them; `model` holds the chat model node's inputs.
 */
export function sampleFlows(definition: Lookup, model: Record<string, unknown> = {}, credential?: string) {
  const chat = {
    id: 'chatOpenAI_0',
    name: 'chatOpenAI',
    inputs: { modelName: 'gpt-4o-mini', ...model },
    credential,
  };
  const flows: Record<string, Flow> = {
    supervisorTeam: anchoredFlow(
      definition,
      [
        chat,
        { id: 'supervisor_0', name: 'supervisor', inputs: { supervisorName: 'Lead', recursionLimit: 10 } },
        {
          id: 'worker_0',
          name: 'worker',
          inputs: {
            workerName: 'Researcher',
            workerPrompt: 'You research facts about {topic}.',
            promptValues: '{"topic":"cats"}',
          },
        },
        {
          id: 'worker_1',
          name: 'worker',
          inputs: { workerName: 'Mathematician', workerPrompt: 'You compute numbers.' },
        },
        { id: 'calculator_0', name: 'calculator' },
      ],
      [
        ['chatOpenAI_0', 'supervisor_0', 'model'],
        ['supervisor_0', 'worker_0', 'supervisor'],
        ['supervisor_0', 'worker_1', 'supervisor'],
        ['calculator_0', 'worker_1', 'tools'],
      ],
    ),
    essayLoop: anchoredFlow(
      definition,
      [
        chat,
        { id: 'agentMemory_0', name: 'agentMemory', inputs: { databaseType: 'sqlite' } },
        {
          id: 'seqState_0',
          name: 'seqState',
          inputs: {
            selectedStateTab_seqState_0: 'stateMemoryUI',
            stateMemoryUI: JSON.stringify([{ key: 'grade', type: 'Replace', defaultValue: '' }]),
          },
        },
        { id: 'seqStart_0', name: 'seqStart' },
        {
          id: 'seqAgent_0',
          name: 'seqAgent',
          inputs: { agentName: 'writer', systemMessagePrompt: 'You write short essays.' },
        },
        {
          id: 'seqLLMNode_0',
          name: 'seqLLMNode',
          inputs: {
            llmNodeName: 'grader',
            systemMessagePrompt: 'Grade the essay: pass or revise.',
            llmStructuredOutput: JSON.stringify([
              { key: 'grade', type: 'Enum', enumValues: 'pass, revise', description: 'the grade' },
            ]),
            selectedUpdateStateMemoryTab_seqLLMNode_0: 'updateStateMemoryUI',
            updateStateMemoryUI: JSON.stringify([{ key: 'grade', value: '$flow.output.grade' }]),
          },
        },
        {
          id: 'seqCondition_0',
          name: 'seqCondition',
          routes: ['Revise'],
          inputs: {
            selectedConditionFunctionTab_seqCondition_0: 'conditionUI',
            conditionUI: JSON.stringify([
              { variable: '$flow.state.grade', operation: 'Is', value: 'revise', output: 'Revise' },
            ]),
          },
        },
        { id: 'seqLoop_0', name: 'seqLoop', inputs: { loopToName: 'writer' } },
        { id: 'seqEnd_0', name: 'seqEnd' },
      ],
      [
        ['chatOpenAI_0', 'seqStart_0', 'model'],
        ['agentMemory_0', 'seqStart_0', 'agentMemory'],
        ['seqState_0', 'seqStart_0', 'state'],
        ['seqStart_0', 'seqAgent_0', 'sequentialNode'],
        ['seqAgent_0', 'seqLLMNode_0', 'sequentialNode'],
        ['seqLLMNode_0', 'seqCondition_0', 'sequentialNode'],
        ['seqCondition_0', 'seqLoop_0', 'sequentialNode', 'Revise'],
        ['seqCondition_0', 'seqEnd_0', 'sequentialNode', 'End'],
      ],
    ),
    branchMerge: anchoredFlow(
      definition,
      [
        chat,
        { id: 'seqStart_0', name: 'seqStart' },
        {
          id: 'seqAgent_0',
          name: 'seqAgent',
          inputs: { agentName: 'optimist', systemMessagePrompt: 'Be upbeat.' },
        },
        {
          id: 'seqAgent_1',
          name: 'seqAgent',
          inputs: { agentName: 'skeptic', systemMessagePrompt: 'Be critical.' },
        },
        {
          id: 'seqAgent_2',
          name: 'seqAgent',
          inputs: { agentName: 'judge', systemMessagePrompt: 'Weigh both views.' },
        },
        { id: 'seqEnd_0', name: 'seqEnd' },
      ],
      [
        ['chatOpenAI_0', 'seqStart_0', 'model'],
        ['seqStart_0', 'seqAgent_0', 'sequentialNode'],
        ['seqStart_0', 'seqAgent_1', 'sequentialNode'],
        ['seqAgent_0', 'seqAgent_2', 'sequentialNode'],
        ['seqAgent_1', 'seqAgent_2', 'sequentialNode'],
        ['seqAgent_2', 'seqEnd_0', 'sequentialNode'],
      ],
    ),
    toolNode: anchoredFlow(
      definition,
      [
        chat,
        { id: 'seqStart_0', name: 'seqStart' },
        {
          id: 'seqLLMNode_0',
          name: 'seqLLMNode',
          inputs: { llmNodeName: 'planner', systemMessagePrompt: 'Use the calculator.' },
        },
        { id: 'calculator_0', name: 'calculator' },
        { id: 'seqToolNode_0', name: 'seqToolNode', inputs: { toolNodeName: 'tools', interrupt: false } },
        {
          id: 'seqLLMNode_1',
          name: 'seqLLMNode',
          inputs: { llmNodeName: 'reporter', systemMessagePrompt: 'Report the result.' },
        },
        { id: 'seqEnd_0', name: 'seqEnd' },
      ],
      [
        ['chatOpenAI_0', 'seqStart_0', 'model'],
        ['seqStart_0', 'seqLLMNode_0', 'sequentialNode'],
        ['calculator_0', 'seqToolNode_0', 'tools'],
        ['seqLLMNode_0', 'seqToolNode_0', 'llmNode'],
        ['seqToolNode_0', 'seqLLMNode_1', 'sequentialNode'],
        ['seqLLMNode_1', 'seqEnd_0', 'sequentialNode'],
      ],
    ),
    approvalAgent: anchoredFlow(
      definition,
      [
        chat,
        { id: 'seqStart_0', name: 'seqStart' },
        {
          id: 'seqAgent_0',
          name: 'seqAgent',
          inputs: { agentName: 'cashier', systemMessagePrompt: 'Compute prices.', interrupt: true },
        },
        { id: 'calculator_0', name: 'calculator' },
        { id: 'seqEnd_0', name: 'seqEnd' },
      ],
      [
        ['chatOpenAI_0', 'seqStart_0', 'model'],
        ['seqStart_0', 'seqAgent_0', 'sequentialNode'],
        ['calculator_0', 'seqAgent_0', 'tools'],
        ['seqAgent_0', 'seqEnd_0', 'sequentialNode'],
      ],
    ),
    routing: anchoredFlow(
      definition,
      [
        chat,
        { id: 'seqStart_0', name: 'seqStart' },
        {
          id: 'seqConditionAgent_0',
          name: 'seqConditionAgent',
          routes: ['Billing', 'Support'],
          inputs: {
            conditionAgentName: 'router',
            systemMessagePrompt: 'Pick a team for the request.',
            conditionAgentStructuredOutput: JSON.stringify([
              { key: 'team', type: 'Enum', enumValues: 'billing, support', description: 'the team' },
            ]),
            selectedConditionFunctionTab_seqConditionAgent_0: 'conditionUI',
            conditionUI: JSON.stringify([
              { variable: '$flow.output.team', operation: 'Is', value: 'billing', output: 'Billing' },
              { variable: '$flow.output.team', operation: 'Is', value: 'support', output: 'Support' },
            ]),
          },
        },
        {
          id: 'seqAgent_0',
          name: 'seqAgent',
          inputs: { agentName: 'billing', systemMessagePrompt: 'You handle invoices.' },
        },
        {
          id: 'seqAgent_1',
          name: 'seqAgent',
          inputs: { agentName: 'support', systemMessagePrompt: 'You fix problems.' },
        },
        { id: 'seqEnd_0', name: 'seqEnd' },
        { id: 'seqEnd_1', name: 'seqEnd' },
        { id: 'seqEnd_2', name: 'seqEnd' },
      ],
      [
        ['chatOpenAI_0', 'seqStart_0', 'model'],
        ['seqStart_0', 'seqConditionAgent_0', 'sequentialNode'],
        ['seqConditionAgent_0', 'seqAgent_0', 'sequentialNode', 'Billing'],
        ['seqConditionAgent_0', 'seqAgent_1', 'sequentialNode', 'Support'],
        ['seqConditionAgent_0', 'seqEnd_2', 'sequentialNode', 'End'],
        ['seqAgent_0', 'seqEnd_0', 'sequentialNode'],
        ['seqAgent_1', 'seqEnd_1', 'sequentialNode'],
      ],
    ),
  };
  return flows;
}
