import { FlowCanvasPage } from '../../flows/public-web.ts';

/** /canvas[/:id]: the shared canvas serving the CHATFLOW kind. */
export default function ChatCanvasPage() {
  return <FlowCanvasPage type="CHATFLOW" />;
}
