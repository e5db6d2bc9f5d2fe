import { FlowCanvasPage } from '../../flows/public-web.ts';

/** /agentcanvas[/:id]: the shared canvas serving the MULTIAGENT kind (agentflow v1). */
export default function MultiAgentCanvasPage() {
  return <FlowCanvasPage type="MULTIAGENT" />;
}
