import type { ChatflowComponent } from './componentTypes.ts';

/**
 * A node that cannot work here: validation reports its definition's `unavailable` reason before
 * a run; should a run reach it anyway, building it fails with the same reason.
 */
export function unavailableComponent(reason: string): ChatflowComponent {
  return {
    async init() {
      throw new Error(reason);
    },
  };
}
