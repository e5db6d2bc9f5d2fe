import type { NodeDefinition } from '../../node-registry/types.ts';
import weatherNode from './weatherNode.json';

// JSON imports widen the parameter-type union to string; the registry validates the shape.
export const nodes = [weatherNode as NodeDefinition];
