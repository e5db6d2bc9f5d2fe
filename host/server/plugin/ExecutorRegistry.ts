import { type Disposable, toDisposable } from '../../common/disposable.ts';

import type { NodeExecutor } from '../engine/engineTypes.ts';

/** What runs a node on the server: `{ run(ctx: NodeContext): Promise<NodeOutcome> }` (engine/engineTypes.ts). */
export type { NodeExecutor };

interface Entry {
  owner: string;
  executor: NodeExecutor;
}

/** Node executors keyed by node name; a second executor for a name is an error naming both plugins. */
export class ExecutorRegistry {
  private readonly byName = new Map<string, Entry>();

  register(owner: string, nodeName: string, executor: NodeExecutor): Disposable {
    const taken = this.byName.get(nodeName);
    if (taken) {
      throw new Error(
        `Duplicate executor for node '${nodeName}': contributed by plugin '${taken.owner}' and plugin '${owner}'`,
      );
    }
    const entry = { owner, executor };
    this.byName.set(nodeName, entry);
    return toDisposable(() => {
      if (this.byName.get(nodeName) === entry) this.byName.delete(nodeName);
    });
  }

  get(nodeName: string): NodeExecutor | undefined {
    return this.byName.get(nodeName)?.executor;
  }

  ownerOf(nodeName: string): string | undefined {
    return this.byName.get(nodeName)?.owner;
  }

  names(): string[] {
    return [...this.byName.keys()];
  }

  get size(): number {
    return this.byName.size;
  }
}
