import { instancesOf } from '../componentInputs.ts';
import type { BuildContext, DocumentsInstance } from '../componentTypes.ts';

/** The documents of every loader connected to the node's Document input, in order. */
export function connectedDocuments(ctx: BuildContext): DocumentsInstance['docs'] {
  return instancesOf<DocumentsInstance>(ctx, 'document', 'documents').flatMap((d) => d.docs);
}
