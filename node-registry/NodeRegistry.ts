import { checkNodeDefinition } from './checkNodeDefinition.ts';
import { NodeRegistryBase } from './NodeRegistryBase.ts';

export { checkNodeDefinition } from './checkNodeDefinition.ts';
export type { RegisteredNode } from './NodeRegistryBase.ts';

/** The node-definition contribution point, checking every definition against its schema. */
export class NodeRegistry extends NodeRegistryBase {
  constructor() {
    super(checkNodeDefinition);
  }
}
