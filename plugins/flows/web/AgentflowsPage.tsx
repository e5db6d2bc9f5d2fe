import { FlowsListPage } from './FlowsListPage.tsx';

/** /agentflows: the agent flows (v2) of the workspace; they open on the agent canvas. */
export default function AgentflowsPage() {
  return <FlowsListPage type="AGENTFLOW" title="Agentflows" canvasPath="/v2/agentcanvas" />;
}
