import type { ValidateFunction } from 'ajv';
import validateCredentialDefinition from '../../../schemas/validators/credentialDefinition.js';
import { formatAjvErrors } from '../formatAjvErrors.ts';
import { hostError } from '../errors.ts';
import type { CredentialDefinition } from './types.ts';

const validateCredential = validateCredentialDefinition as ValidateFunction<CredentialDefinition>;

/** The duplicate field name of a definition, if any (JSON Schema cannot say "unique by key"). */
function duplicateField(def: CredentialDefinition): number {
  return def.fields.findIndex((f, i) => def.fields.findIndex((g) => g.name === f.name) !== i);
}

/**
 * Throws CRED001 (with the ajv error path, or the field named twice) when `definition` does not
 * match the credential-definition schema.
 */
export function checkCredentialDefinition(owner: string, definition: CredentialDefinition): void {
  const raw = definition as { name?: unknown };
  const name = typeof raw?.name === 'string' ? raw.name : '?';
  if (!validateCredential(definition)) {
    throw hostError('CRED001', owner, name, formatAjvErrors(validateCredential.errors));
  }
  const dup = duplicateField(definition);
  if (dup >= 0) {
    throw hostError(
      'CRED001',
      owner,
      name,
      `/fields/${dup}/name '${definition.fields[dup]?.name}' is used twice`,
    );
  }
}
