import { type Disposable, toDisposable } from '../disposable.ts';
import { hostError } from '../errors.ts';
import type { CredentialDefinition } from './types.ts';

export interface RegisteredCredentialType {
  /** Derived contribution id: credential:<pluginId>/<name>. */
  id: string;
  owner: string;
  definition: CredentialDefinition;
}

/** Checks one definition, throwing CRED001 when it does not match the schema. */
export type CredentialDefinitionCheck = (owner: string, definition: CredentialDefinition) => void;

/**
 * The credential-type contribution point: unique by name, disposable, and checked by `check` when
 * one is given (the schema check lives apart, checkCredentialDefinition.ts, as for nodes).
 */
export class CredentialTypeRegistryBase {
  private readonly byName = new Map<string, RegisteredCredentialType>();

  constructor(private readonly check?: CredentialDefinitionCheck) {}

  /**
   * Throws CRED001 (with the ajv error path) for an invalid definition, CRED002 for a taken name.
   * `check: false` leaves the schema check to the caller (checkCredentialDefinition, later); a
   * registry made without a check never checks.
   */
  register(
    owner: string,
    definition: CredentialDefinition,
    { check = true }: { check?: boolean } = {},
  ): Disposable {
    if (check) this.check?.(owner, definition);
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
