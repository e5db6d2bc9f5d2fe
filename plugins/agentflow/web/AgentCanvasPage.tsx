import { FlowCanvasPage } from '../../flows/web/canvas/FlowCanvasPage.tsx';
import { agentflowCanvasConfig } from './agentflowCanvasConfig.ts';

/** /v2/agentcanvas[/:id] and /v2/agentflow[/:id]: the agent-flow canvas. */
export default function AgentCanvasPage() {
  return <FlowCanvasPage config={agentflowCanvasConfig} />;
}
