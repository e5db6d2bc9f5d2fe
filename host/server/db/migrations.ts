import { type Kysely, sql } from 'kysely';
import type { Database } from './Database.ts';

/** One forward-only schema step. `db` is the migration transaction: use it, not another handle. */
export interface Migration {
  /** Unique within its plugin and ordered by the list it sits in, e.g. '0001-create-tools'. */
  id: string;
  up(db: Kysely<Database>): Promise<void>;
}

export interface MigrationSet {
  /** 'host' or a plugin id. */
  plugin: string;
  migrations: readonly Migration[];
}

/** A migration threw: every migration of this run was rolled back. */
export class MigrationError extends Error {
  constructor(
    readonly plugin: string,
    readonly migrationId: string,
    cause: unknown,
  ) {
    const why = cause instanceof Error ? cause.message : String(cause);
    super(`Migration '${migrationId}' of plugin '${plugin}' failed, nothing was applied: ${why}`, { cause });
    this.name = 'MigrationError';
  }
}

/** Arbitrary but fixed: serialises migration runs of several instances on one PostgreSQL server. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Runs every pending migration, in set order then list order, in ONE transaction: a failure rolls
 * them all back. Applied ones are recorded in brains_migration (plugin, id, applied_at).
 * Returns what it applied.
 */
export async function runMigrations(
  db: Kysely<Database>,
  sets: readonly MigrationSet[],
): Promise<{ plugin: string; id: string }[]> {
  for (const set of sets) {
    const seen = new Set<string>();
    for (const m of set.migrations) {
      if (seen.has(m.id)) throw new Error(`Plugin '${set.plugin}' lists migration '${m.id}' twice`);
      seen.add(m.id);
    }
  }
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
    await trx.schema
      .createTable('brains_migration')
      .ifNotExists()
      .addColumn('plugin', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('applied_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('brains_migration_pk', ['plugin', 'id'])
      .execute();
    const rows = await trx.selectFrom('brains_migration').select(['plugin', 'id']).execute();
    const done = new Set(rows.map((r) => `${r.plugin}\u0000${r.id}`));
    const applied: { plugin: string; id: string }[] = [];
    for (const set of sets) {
      for (const m of set.migrations) {
        if (done.has(`${set.plugin}\u0000${m.id}`)) continue;
        try {
          await m.up(trx);
        } catch (err) {
          throw new MigrationError(set.plugin, m.id, err);
        }
        await trx.insertInto('brains_migration').values({ plugin: set.plugin, id: m.id }).execute();
        applied.push({ plugin: set.plugin, id: m.id });
      }
    }
    return applied;
  });
}
