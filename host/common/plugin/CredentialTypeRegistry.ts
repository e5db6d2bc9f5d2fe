import type { ValidateFunction } from 'ajv';
import validateCredentialDefinition from '../../../schemas/validators/credentialDefinition.js';
import { formatAjvErrors } from '../formatAjvErrors.ts';
import { type Disposable, toDisposable } from '../disposable.ts';
import { hostError } from '../errors.ts';
import type { CredentialDefinition } from './types.ts';

const validateCredential = validateCredentialDefinition as ValidateFunction<CredentialDefinition>;

export interface RegisteredCredentialType {
  /** Derived contribution id: credential:<pluginId>/<name>. */
  id: string;
  owner: string;
  definition: CredentialDefinition;
}

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

/** The credential-type contribution point: validated, unique by name, disposable. */
export class CredentialTypeRegistry {
  private readonly byName = new Map<string, RegisteredCredentialType>();

  /**
   * Throws CRED001 (with the ajv error path) for an invalid definition, CRED002 for a taken name.
   * `check: false` leaves the schema check to the caller (checkCredentialDefinition, later).
   */
  register(
    owner: string,
    definition: CredentialDefinition,
    { check = true }: { check?: boolean } = {},
  ): Disposable {
    if (check) checkCredentialDefinition(owner, definition);
    const taken = this.byName.get(definition.name);
    if (taken) throw hostError('CRED002', definition.name, owner, taken.owner);
    const entry: RegisteredCredentialType = {
      id: `credential:${owner}/${definition.name}`,
      owner,
      definition,
    };
    this.byName.set(definition.name, entry);
    return toDisposable(() => {
      if (this.byName.get(definition.name) === entry) this.byName.delete(definition.name);
    });
  }

  get(name: string): CredentialDefinition | undefined {
    return this.byName.get(name)?.definition;
  }

  /** Sorted by label, the order the type picker shows. */
  list(): CredentialDefinition[] {
    return this.entries().map((e) => e.definition);
  }

  entries(): RegisteredCredentialType[] {
    return [...this.byName.values()].sort((a, b) => a.definition.label.localeCompare(b.definition.label));
  }
}
