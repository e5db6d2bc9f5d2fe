import type { ValidateFunction } from 'ajv';
import validateNodeDefinition from '../schemas/validators/nodeDefinition.js';
import { formatAjvErrors } from '../host/common/formatAjvErrors.ts';
import { hostError } from '../host/common/errors.ts';
import type { NodeDefinition } from './types.ts';

const validateNode = validateNodeDefinition as ValidateFunction<NodeDefinition>;

/** Throws NODE001 (with the ajv error path) when `definition` does not match the node-definition schema. */
export function checkNodeDefinition(owner: string, definition: NodeDefinition): void {
  if (validateNode(definition)) return;
  const raw = definition as { name?: unknown };
  const name = typeof raw?.name === 'string' ? raw.name : '?';
  throw hostError('NODE001', owner, name, formatAjvErrors(validateNode.errors));
}
