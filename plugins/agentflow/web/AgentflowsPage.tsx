import { FlowsListPage } from '../../flows/public-web.ts';

/** /agentflows: the shared flows list serving the AGENTFLOW kind. */
export default function AgentflowsPage() {
  return <FlowsListPage type="AGENTFLOW" />;
}
