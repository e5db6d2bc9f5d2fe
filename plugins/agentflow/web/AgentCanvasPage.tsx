import { FlowCanvasPage, type NodeMessages } from '../../flows/public-web.ts';
import { nodesDe } from './i18n/nodes.de.ts';

/** The agent-flow nodes' texts in German; the canvas shows them in the reader's language. */
const NODE_MESSAGES: NodeMessages = { de: nodesDe };

/** /v2/agentcanvas[/:id] and /v2/agentflow[/:id]: the shared canvas serving the AGENTFLOW kind. */
export default function AgentCanvasPage() {
  return <FlowCanvasPage type="AGENTFLOW" nodeMessages={NODE_MESSAGES} />;
}
