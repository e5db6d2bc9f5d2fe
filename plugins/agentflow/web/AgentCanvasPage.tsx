import { FlowCanvasPage } from '../../flows/public-web.ts';

/** /v2/agentcanvas[/:id] and /v2/agentflow[/:id]: the shared canvas serving the AGENTFLOW kind. */
export default function AgentCanvasPage() {
  return <FlowCanvasPage type="AGENTFLOW" />;
}
