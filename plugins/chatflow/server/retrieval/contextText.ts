import type { RetrievedDocument } from '../../../../host/server/engine/knowledge.ts';

/** Passages as the {context} of a prompt: their texts, separated by blank lines. */
export function contextText(docs: RetrievedDocument[]): string {
  return docs.map((d) => d.pageContent).join('\n\n');
}
