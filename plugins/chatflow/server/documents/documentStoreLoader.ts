import { storeDocuments } from '../../../document-stores/public.ts';
import { textInput } from '../componentInputs.ts';
import type { ChatflowComponent } from '../componentTypes.ts';
import { loaderOutput } from './loaderComponents.ts';

/** Document Store (loader): the processed chunks of a store of the run's workspace, as documents. */
export const documentStoreLoader: ChatflowComponent = {
  async init(ctx) {
    const storeId = textInput(ctx, 'selectedStore').trim();
    const docs = storeId ? await storeDocuments(ctx.run.db, ctx.run.workspaceId, storeId) : [];
    return loaderOutput(ctx, docs);
  },
};
