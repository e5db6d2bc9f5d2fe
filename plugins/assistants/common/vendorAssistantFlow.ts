import type { Flow } from '../../../node-registry/flow.ts';
import { type DefinitionLookup, FlowBuilder } from '../../../node-registry/rules/flowBuilder.ts';
import type { VendorAssistantDetails } from './vendorAssistant.ts';

/**
 * The flow an OpenAI or Azure assistant runs as: Start (chat input) → the OpenAI Assistant node
 * holding the details and the credential. So the chat, the prediction API, the embed, executions
 * and chat history serve it as they serve any ASSISTANT flow.
 */
export function vendorAssistantFlow(
  details: VendorAssistantDetails,
  credentialId: string,
  lookup: DefinitionLookup,
): Flow {
  const b = new FlowBuilder(lookup);
  const start = b.add('startAgentflow', { x: 80, y: 120 }, { startInputType: 'chatInput' });
  const { chatflowId: _flow, ...config } = details;
  const node = b.add(
    'openAIAssistantAgentflow',
    { x: 360, y: 120 },
    { openAIAssistantDetails: config },
    details.name,
  );
  node.data.credential = credentialId;
  b.connect(start, node);
  return { nodes: b.nodes, edges: b.edges };
}
