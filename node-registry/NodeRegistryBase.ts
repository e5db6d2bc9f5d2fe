import { type Disposable, toDisposable } from '../host/common/disposable.ts';
import { hostError } from '../host/common/errors.ts';
import { checkMigrations, type NodeMigration } from './migrate.ts';
import type { NodeDefinition } from './types.ts';

export interface RegisteredNode {
  /** Derived contribution id: node:<pluginId>/<name>. */
  id: string;
  owner: string;
  definition: NodeDefinition;
}

/** Checks one definition, throwing NODE001 when it does not match the schema. */
export type NodeDefinitionCheck = (owner: string, definition: NodeDefinition) => void;

/**
 * The node-definition contribution point: unique by name, disposable, and checked by `check` when
 * one is given. The schema check lives apart (checkNodeDefinition.ts) so the web shell can register
 * the definitions without loading the validator and check them once the first page has painted.
 */
export class NodeRegistryBase {
  private readonly byName = new Map<string, RegisteredNode>();
  private readonly migrationSets = new Set<readonly NodeMigration[]>();
  /** Counts registrations and removals: the list is the same while it stays. */
  changes = 0;

  constructor(private readonly check?: NodeDefinitionCheck) {}

  /**
   * Throws NODE001 (with the ajv error path) for an invalid definition, NODE002 for a taken name.
   * `check: false` leaves the schema check to the caller (checkNodeDefinition, later); a registry
   * made without a check never checks.
   */
  register(
    owner: string,
    definition: NodeDefinition,
    { check = true }: { check?: boolean } = {},
  ): Disposable {
    if (check) this.check?.(owner, definition);
    const taken = this.byName.get(definition.name);
    if (taken) throw hostError('NODE002', definition.name, owner, taken.owner);
    const entry: RegisteredNode = { id: `node:${owner}/${definition.name}`, owner, definition };
    this.byName.set(definition.name, entry);
    this.changes++;
    return toDisposable(() => {
      if (this.byName.get(definition.name) !== entry) return;
      this.byName.delete(definition.name);
      this.changes++;
    });
  }

  get(name: string): NodeDefinition | undefined {
    return this.byName.get(name)?.definition;
  }

  /** Like get, but throws NODE003 for an unknown type. */
  require(name: string): NodeDefinition {
    const def = this.get(name);
    if (!def) throw hostError('NODE003', name);
    return def;
  }

  list(): NodeDefinition[] {
    return [...this.byName.values()].map((e) => e.definition);
  }

  entries(): RegisteredNode[] {
    return [...this.byName.values()];
  }

  /**
   * Adds a plugin's migrations of saved nodes. Each must target a node type the same plugin
   * registered; the whole set must move forward without two steps from one name@version.
   */
  addMigrations(owner: string, migrations: readonly NodeMigration[]): Disposable {
    for (const m of migrations) {
      const entry = this.byName.get(m.node);
      if (entry?.owner !== owner) {
        throw new Error(
          `Migration of '${m.node}' in plugin '${owner}': the plugin does not register that node type`,
        );
      }
    }
    const set = [...migrations];
    checkMigrations([...this.migrations(), ...set]);
    this.migrationSets.add(set);
    return toDisposable(() => this.migrationSets.delete(set));
  }

  /** All registered migrations, for migrateFlow. */
  migrations(): NodeMigration[] {
    return [...this.migrationSets].flat();
  }
}
