import type { NodeExecutor } from '../../../../host/server/engine/engineTypes.ts';

/** Sticky notes are not part of the graph (the engine leaves them out); running one does nothing. */
export const stickyNoteExecutor: NodeExecutor = {
  async run() {
    return { output: {} };
  },
};
