import type { Flow, FlowNodeData } from './flow.ts';

/**
 * Upgrades saved data of one node type from one version to the next. A plugin ships these for its
 * nodes; `up` gets a private copy and returns the new data (version is set by migrateFlow).
 */
export interface NodeMigration {
  node: string;
  from: number;
  to: number;
  up(data: FlowNodeData): FlowNodeData;
}

export interface AppliedMigration {
  nodeId: string;
  node: string;
  from: number;
  to: number;
}

export interface MigrationResult {
  flow: Flow;
  applied: AppliedMigration[];
}

/** Checks a migration list: each step moves forward, and no two start at the same name@version. */
export function checkMigrations(migrations: readonly NodeMigration[]): void {
  const seen = new Set<string>();
  for (const m of migrations) {
    if (!(m.to > m.from))
      throw new Error(`Migration ${m.node}@${m.from} must move to a higher version, not ${m.to}`);
    const key = `${m.node}@${m.from}`;
    if (seen.has(key)) throw new Error(`Two migrations start at ${key}`);
    seen.add(key);
  }
}

/**
 * Brings every saved node up to date by chaining the migrations that start at its `name@version`
 * (a node without a version counts as version 1). Returns a new flow; the input is not changed.
 * Runs before validation, in the browser and on the server alike.
 */
export function migrateFlow(flow: Flow, migrations: readonly NodeMigration[]): MigrationResult {
  checkMigrations(migrations);
  const byStart = new Map(migrations.map((m) => [`${m.node}@${m.from}`, m]));
  const applied: AppliedMigration[] = [];
  const nodes = flow.nodes.map((node) => {
    let data = node.data;
    let step = byStart.get(`${data.name}@${data.version ?? 1}`);
    if (!step) return node;
    while (step) {
      const from = data.version ?? 1;
      data = { ...step.up(structuredClone(data)), version: step.to };
      applied.push({ nodeId: node.id, node: step.node, from, to: step.to });
      step = byStart.get(`${data.name}@${step.to}`);
    }
    return { ...node, data };
  });
  return { flow: { ...flow, nodes }, applied };
}
