import type { NodeExecutor } from '../../../../host/server/engine/engineTypes.ts';

export const NO_DOCUMENT_STORE =
  'Retriever: no document store plugin is installed, so there is nothing to retrieve from yet';

/** Retriever: needs the document stores plugin (a later issue); until then it fails clearly. */
export const retrieverExecutor: NodeExecutor = {
  async run() {
    throw new Error(NO_DOCUMENT_STORE);
  },
};
