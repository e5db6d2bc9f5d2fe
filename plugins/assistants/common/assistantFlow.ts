import type { Flow } from '../../../node-registry/flow.ts';
import { type DefinitionLookup, FlowBuilder } from '../../../node-registry/rules/flowBuilder.ts';
import { type CustomAssistantDetails, pickAgentInputs } from './assistantTypes.ts';

/**
 * The flow a custom assistant runs as: Start (chat input) → Agent with the assistant's model,
 * instructions as its system message, tools and document stores, memory on. Opened on the
 * canvas it is a normal agent flow.
 */
export function assistantFlow(details: CustomAssistantDetails, lookup: DefinitionLookup): Flow {
  const b = new FlowBuilder(lookup);
  const start = b.add('startAgentflow', { x: 80, y: 120 }, { startInputType: 'chatInput' });
  const inputs = pickAgentInputs(details.inputs);
  const agent = b.add(
    'agentAgentflow',
    { x: 360, y: 120 },
    {
      agentEnableMemory: true,
      ...inputs,
      agentMessages: details.instructions ? [{ role: 'system', content: details.instructions }] : [],
    },
    details.name,
  );
  b.connect(start, agent);
  return { nodes: b.nodes, edges: b.edges };
}
