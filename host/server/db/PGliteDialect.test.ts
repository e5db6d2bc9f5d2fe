import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect, type PGliteQueryable } from './PGliteDialect.ts';
import { pipelineWrites } from './pipelineWrites.ts';

/** A real in-process PGlite whose every round trip is recorded: [before, sql] (earlier statements first). */
let pg: PGlite;
const trips: [string | undefined, string][] = [];
/** The statements each round trip carried, by first word. */
const batches: string[][] = [];
let db: Kysely<{ item: { id: number } }>;

beforeAll(async () => {
  pg = await PGlite.create();
  const recorded: PGliteQueryable = {
    waitReady: pg.waitReady,
    query: (text, params) => {
      trips.push([undefined, text]);
      return pg.query(text, params);
    },
    queryAfter: async (before, text, params, earlier = []) => {
      trips.push([before, text]);
      batches.push([...(before ? [before] : []), ...earlier.map((e) => e.sql), text].map(firstWord));
      if (before) await pg.exec(before);
      for (const e of earlier) await pg.query(e.sql, e.params);
      return pg.query(text, params);
    },
  };
  db = new Kysely({ dialect: new PGliteDialect(recorded) });
  await sql`create table item (id int primary key)`.execute(db);
});
const firstWord = (text: string) => text.split(' ')[0] as string;
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

  it('pipelined writes go with the commit: begin, inserts, update and commit in one round trip', async () => {
    batches.length = 0;
    await db.transaction().execute(async (trx) => {
      await pipelineWrites(trx);
      await trx.insertInto('item').values({ id: 10 }).execute();
      await trx.insertInto('item').values({ id: 11 }).execute();
      await trx.updateTable('item').set({ id: 12 }).where('id', '=', 11).execute();
    });
    expect(batches).toEqual([['begin', 'insert', 'insert', 'update', 'commit']]);
    const ids = await db.selectFrom('item').select('id').where('id', '>=', 10).orderBy('id').execute();
    expect(ids.map((r) => r.id)).toEqual([10, 12]);
  });

  it('a read sends the writes queued before it and sees them; RETURNING is never held back', async () => {
    batches.length = 0;
    const seen = await db.transaction().execute(async (trx) => {
      await pipelineWrites(trx);
      await trx.insertInto('item').values({ id: 20 }).execute();
      const back = await trx.insertInto('item').values({ id: 21 }).returning('id').executeTakeFirst();
      await trx.insertInto('item').values({ id: 22 }).execute();
      const rows = await trx.selectFrom('item').select('id').where('id', '>=', 20).orderBy('id').execute();
      return { back: back?.id, rows: rows.map((r) => r.id) };
    });
    expect(seen).toEqual({ back: 21, rows: [20, 21, 22] });
    expect(batches).toEqual([['begin', 'insert', 'insert'], ['insert', 'select'], ['commit']]);
  });

  it("a queued write's error is the commit's: nothing of the transaction stays, no value in the message", async () => {
    batches.length = 0;
    const failed = await db
      .transaction()
      .execute(async (trx) => {
        await pipelineWrites(trx);
        await trx.insertInto('item').values({ id: 30 }).execute();
        await trx.insertInto('item').values({ id: 10 }).execute(); // duplicate key, found at the commit
      })
      .catch((err: Error & { params?: unknown }) => err);
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).message).toMatch(/duplicate key/);
    expect((failed as { params?: unknown }).params).toBeUndefined();
    expect(batches).toEqual([['begin', 'insert', 'insert', 'commit'], ['rollback']]);
    expect(await db.selectFrom('item').select('id').where('id', '=', 30).execute()).toEqual([]);
    // the connection pipelines no more once the transaction ended
    batches.length = 0;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values({ id: 31 }).execute();
    });
    expect(batches).toEqual([['begin', 'insert'], ['commit']]);
  });

  it('writes queued by a transaction that throws are never sent', async () => {
    batches.length = 0;
    trips.length = 0;
    await db
      .transaction()
      .execute(async (trx) => {
        await pipelineWrites(trx);
        await trx.insertInto('item').values({ id: 40 }).execute();
        throw new Error('changed its mind');
      })
      .catch(() => {});
    expect(trips).toEqual([]);
    expect(await db.selectFrom('item').select('id').where('id', '=', 40).execute()).toEqual([]);
  });
});
