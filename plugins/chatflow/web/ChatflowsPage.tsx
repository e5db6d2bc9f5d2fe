import { FlowsListPage } from '../../flows/public-web.ts';

/** /chatflows: the shared flows list serving the CHATFLOW kind. */
export default function ChatflowsPage() {
  return <FlowsListPage type="CHATFLOW" />;
}
