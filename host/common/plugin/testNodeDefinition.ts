import type { NodeDefinition } from '../../../node-registry/types.ts';

/** A minimal valid node definition for tests of plugin registration (inputs as given, else none). */
export function testNodeDefinition(name: string, inputs: unknown = []): NodeDefinition {
  return {
    name,
    label: name,
    version: 1,
    type: name,
    category: 'Test',
    icon: 'Box24Regular',
    color: '#000000',
    description: 'test node',
    baseClasses: [name],
    inputs,
  } as NodeDefinition;
}
