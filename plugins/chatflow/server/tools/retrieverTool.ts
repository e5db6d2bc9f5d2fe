import type { RetrievedDocument } from '../../../../host/server/engine/knowledge.ts';
import { booleanInput, instanceOf, textInput } from '../componentInputs.ts';
import type { ChatflowComponent, RetrieverInstance, ToolInstance } from '../componentTypes.ts';

/** Passages as one text for the model, numbered, with their source when they have one. */
export function passagesText(docs: RetrievedDocument[]): string {
  if (!docs.length) return 'No passages found.';
  return docs
    .map((d, i) => {
      const source = typeof d.metadata.source === 'string' ? ` (source: ${d.metadata.source})` : '';
      return `[${i + 1}]${source}\n${d.pageContent}`;
    })
    .join('\n\n');
}

/** Retriever Tool: the agent searches the connected retriever; found passages may become sourceDocuments. */
export const retrieverTool: ChatflowComponent = {
  async init(ctx): Promise<ToolInstance> {
    const retriever = instanceOf<RetrieverInstance>(ctx, 'retriever', 'retriever');
    const name = textInput(ctx, 'name').trim();
    if (!name) throw new Error(`Give the retriever a name`);
    const keep = booleanInput(ctx, 'returnSourceDocuments');
    let last: RetrievedDocument[] = [];
    return {
      kind: 'tool',
      name,
      description: textInput(ctx, 'description') || `Search ${name} for passages`,
      schema: {
        type: 'object',
        properties: { input: { type: 'string', description: 'What to search for' } },
        required: ['input'],
      },
      async call(args, signal) {
        const query = String(args.input ?? args.query ?? '');
        last = await retriever.retrieve(query, signal);
        return passagesText(last);
      },
      ...(keep ? { lastDocuments: () => last } : {}),
    };
  },
};
