import { splitDocuments } from '../../../document-stores/public.ts';
import type { ChatflowComponent, TextSplitterInstance } from '../componentTypes.ts';

/**
 * The text splitter nodes: the document stores' splitters (LangChain's text splitters, shared),
 * with the node's params as their config.
 */
export function splitterComponent(nodeName: string): ChatflowComponent {
  return {
    async init(ctx): Promise<TextSplitterInstance> {
      const config = { ...ctx.inputs };
      // an empty separator field means the splitter's default, as the peer's form leaves it
      if (nodeName === 'characterTextSplitter' && config.separator === '') delete config.separator;
      return { kind: 'textSplitter', split: (docs) => splitDocuments(docs, nodeName, config) };
    },
  };
}
