import { type Generated, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostMigrations } from './hostMigrations.ts';
import { MigrationError, runMigrations } from './migrations.ts';
import { databaseBackends } from './databaseBackends.ts';
import { type DatabaseHandle, openPGlite } from './openDatabase.ts';
import type { ScratchDatabase } from './scratchDatabase.ts';

interface NoteTable {
  id: Generated<number>;
  body: string;
}
// Tables the test creates itself; the cast keeps the host's Database type free of them.
type TestDb = import('kysely').Kysely<{ note: NoteTable; brains_migration: { plugin: string; id: string } }>;

const backends = databaseBackends();

describe.each(backends)('data layer on %s', (_name, open) => {
  let handle: DatabaseHandle;
  let scratch: ScratchDatabase | undefined;
  let db: TestDb;

  beforeAll(async () => {
    ({ handle, scratch } = await open());
    db = handle.db as unknown as TestDb;
  });
  afterAll(async () => {
    await handle?.close();
    await scratch?.drop();
  });

  it('applies pending migrations once, in order, and records them', async () => {
    const order: string[] = [];
    const sets = [
      { plugin: 'host', migrations: hostMigrations },
      {
        plugin: 'notes',
        migrations: [
          {
            id: '0001-create-note',
            async up(trx: typeof handle.db) {
              order.push('0001');
              await trx.schema
                .createTable('note')
                .addColumn('id', 'serial', (c) => c.primaryKey())
                .addColumn('body', 'text', (c) => c.notNull())
                .execute();
            },
          },
          {
            id: '0002-seed-note',
            async up(trx: typeof handle.db) {
              order.push('0002');
              await sql`insert into note (body) values ('first')`.execute(trx);
            },
          },
        ],
      },
    ];
    const applied = await runMigrations(handle.db, sets);
    expect(applied.map((a) => `${a.plugin}/${a.id}`)).toEqual([
      'host/0001-enable-pgvector',
      'notes/0001-create-note',
      'notes/0002-seed-note',
    ]);
    expect(order).toEqual(['0001', '0002']);
    expect(await runMigrations(handle.db, sets)).toEqual([]);
    expect(order).toEqual(['0001', '0002']);
    const recorded = await db.selectFrom('brains_migration').select(['plugin', 'id']).orderBy('id').execute();
    expect(recorded).toHaveLength(3);
  });

  it('rolls back every migration of a run when one fails, naming it', async () => {
    const sets = [
      {
        plugin: 'broken',
        migrations: [
          {
            id: '0001-create-ok',
            up: (trx: typeof handle.db) => sql`create table broken_ok (id int)`.execute(trx).then(() => {}),
          },
          {
            id: '0002-fails',
            up: (trx: typeof handle.db) => sql`select * from no_such_table`.execute(trx).then(() => {}),
          },
        ],
      },
    ];
    const error = await runMigrations(handle.db, sets).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as Error).message).toContain("'0002-fails'");
    expect((error as Error).message).toContain("'broken'");
    const exists = await sql<{ t: string | null }>`select to_regclass('broken_ok')::text as t`.execute(db);
    expect(exists.rows[0]?.t).toBeNull();
    const recorded = await db
      .selectFrom('brains_migration')
      .selectAll()
      .where('plugin', '=', 'broken')
      .execute();
    expect(recorded).toEqual([]);
  });

  it('refuses a migration id listed twice', async () => {
    const m = { id: '0001-x', up: async () => {} };
    await expect(runMigrations(handle.db, [{ plugin: 'dup', migrations: [m, m] }])).rejects.toThrow(
      "Plugin 'dup' lists migration '0001-x' twice",
    );
  });

  it('runs typed queries with returning, affected rows and transactions', async () => {
    const inserted = await db
      .insertInto('note')
      .values({ body: 'two' })
      .returning(['id', 'body'])
      .executeTakeFirstOrThrow();
    expect(inserted.body).toBe('two');
    const updated = await db
      .updateTable('note')
      .set({ body: 'TWO' })
      .where('id', '=', inserted.id)
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('note').values({ body: 'lost' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const bodies = (await db.selectFrom('note').select('body').orderBy('id').execute()).map((r) => r.body);
    expect(bodies).toEqual(['first', 'TWO']);
  });

  it('serialises concurrent transactions and queries without deadlock', async () => {
    const work = Array.from({ length: 5 }, (_, i) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('note')
          .values({ body: `c${i}` })
          .execute();
        return trx
          .selectFrom('note')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow();
      }),
    );
    const reads = Array.from({ length: 5 }, () => db.selectFrom('note').selectAll().execute());
    await Promise.all([...work, ...reads]);
    const n = await db
      .selectFrom('note')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(7);
  });

  it('introspects tables', async () => {
    const tables = await handle.db.introspection.getTables();
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['note', 'brains_migration']));
  });
});

describe('pgvector on the embedded database', () => {
  it('orders by vector distance', async () => {
    const handle = await openPGlite();
    try {
      await runMigrations(handle.db, [{ plugin: 'host', migrations: hostMigrations }]);
      await sql`create table item (name text, embedding vector(3))`.execute(handle.db);
      await sql`insert into item values ('a','[1,2,3]'),('b','[4,5,6]'),('c','[3,1,2]'),('d','[0,0,1]')`.execute(
        handle.db,
      );
      const r = await sql<{
        name: string;
      }>`select name from item order by embedding <-> '[3,1,2]' limit 3`.execute(handle.db);
      expect(r.rows.map((x) => x.name)).toEqual(['c', 'a', 'd']);
    } finally {
      await handle.close();
    }
    // a fresh embedded database (initdb, pgvector) in the test: a minute on a loaded machine
  }, 180_000);
});
