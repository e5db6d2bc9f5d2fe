import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect, type PGliteQueryable } from './PGliteDialect.ts';

/** A real in-process PGlite whose every round trip is recorded: [before, sql]. */
let pg: PGlite;
const trips: [string | undefined, string][] = [];
let db: Kysely<{ item: { id: number } }>;

beforeAll(async () => {
  pg = await PGlite.create();
  const recorded: PGliteQueryable = {
    waitReady: pg.waitReady,
    query: (text, params) => {
      trips.push([undefined, text]);
      return pg.query(text, params);
    },
    queryAfter: async (before, text, params) => {
      trips.push([before, text]);
      if (before) await pg.exec(before);
      return pg.query(text, params);
    },
  };
  db = new Kysely({ dialect: new PGliteDialect(recorded) });
  await sql`create table item (id int primary key)`.execute(db);
});
afterAll(async () => {
  await db?.destroy();
  await pg?.close();
});

describe('PGlite transactions', () => {
  it('send begin with the first statement: one round trip fewer, and the rows commit', async () => {
    trips.length = 0;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values({ id: 1 }).execute();
      await trx.insertInto('item').values({ id: 2 }).execute();
    });
    expect(trips.map(([before, text]) => [before, text.split(' ')[0]])).toEqual([
      ['begin', 'insert'],
      [undefined, 'insert'],
      [undefined, 'commit'],
    ]);
    expect((await db.selectFrom('item').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual([
      1, 2,
    ]);
  });

  it('a failed statement rolls the whole transaction back', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('item').values({ id: 3 }).execute();
        await trx.insertInto('item').values({ id: 1 }).execute(); // duplicate key
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(trips.at(-1)?.[1]).toBe('rollback');
    expect(await db.selectFrom('item').select('id').where('id', '=', 3).execute()).toEqual([]);
  });

  it('a transaction that sends no statement sends nothing at all', async () => {
    trips.length = 0;
    await db.transaction().execute(async () => {});
    await db
      .transaction()
      .execute(async () => {
        throw new Error('nothing ran');
      })
      .catch(() => {});
    expect(trips).toEqual([]);
    // and the connection is in no transaction afterwards
    await sql`insert into item values (4)`.execute(db);
    expect(
      (await pg.query<{ n: number }>('select count(*)::int as n from item where id = 4')).rows[0]?.n,
    ).toBe(1);
  });
});
