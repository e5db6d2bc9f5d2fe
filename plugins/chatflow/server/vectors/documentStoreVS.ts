import { textInput } from '../componentInputs.ts';
import type { ChatflowComponent } from '../componentTypes.ts';
import { vectorStoreOutput } from './vectorStoreOutput.ts';

/**
 * Document Store (Vector): searches an upserted document store of the run's workspace through the
 * host's knowledge contribution point (services.retrieve), with the store's own embeddings.
 */
export const documentStoreVS: ChatflowComponent = {
  async init(ctx) {
    const storeId = textInput(ctx, 'selectedStore').trim();
    if (!storeId) throw new Error(`Select a document store`);
    const { retrieve } = ctx.run.services;
    if (!retrieve) throw new Error(`Document stores are not available on this server`);
    return vectorStoreOutput(ctx, async (query, topK, signal) => {
      const result = await retrieve({ storeId, query, topK, signal });
      return result.docs;
    });
  },
};
