import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PreparedPGlite } from './PreparedPGlite.ts';

describe('PreparedPGlite: hot statements parsed once, a round trip in one protocol call', () => {
  let raw: PGlite;
  let pg: PreparedPGlite;
  /** Protocol calls into PGlite's WebAssembly since the last look. */
  let calls: ReturnType<typeof vi.spyOn>;
  const preparedNames = async () =>
    (await raw.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
      (r) => r.name,
    );

  beforeAll(async () => {
    raw = await PGlite.create();
    pg = new PreparedPGlite(raw, 3);
    await pg.query('create table t (id int primary key, at timestamptz, doc jsonb, tags text[], n bigint)');
    calls = vi.spyOn(raw, 'execProtocol');
  });
  afterAll(() => raw?.close());

  it('gives the answers PGlite gives, from one protocol call once a statement is known', async () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    const insert = 'insert into t (id, at, doc, tags, n) values ($1, $2, $3, $4, $5)';
    const values = [1, at, { a: [1, 'x'] }, ['p', 'q'], 7n];
    expect((await pg.query(insert, values)).affectedRows).toBe(1);
    expect((await raw.query(insert, [2, ...values.slice(1)])).affectedRows).toBe(1);
    const select = 'select id, at, doc, tags, n from t where id = any($1) order by id';
    const mine = await pg.query(select, [[1, 2]]);
    const theirs = await raw.query(select, [[1, 2]]);
    expect(mine.rows).toEqual(theirs.rows);
    expect(mine.rows[0]).toEqual({ id: 1, at, doc: { a: [1, 'x'] }, tags: ['p', 'q'], n: 7 });

    calls.mockClear();
    await pg.query(select, [[1]]);
    expect(calls).toHaveBeenCalledTimes(1); // PGlite's own query makes six
  });

  it('sends begin, queued writes and the final statement in one call; the first failure stops the rest', async () => {
    const insert = 'insert into t (id) values ($1)';
    const count = 'select count(*)::int as n from t where id >= $1';
    const batch = (first: number) =>
      pg.queryAfter<{ n: number }>(
        'begin',
        count,
        [10],
        [
          { sql: insert, params: [first] },
          { sql: insert, params: [first + 1] },
        ],
      );
    calls.mockClear();
    expect((await batch(10)).rows).toEqual([{ n: 2 }]);
    expect(calls).toHaveBeenCalledTimes(2); // new texts: one call parses both, then the batch
    await pg.query('rollback');
    calls.mockClear();
    expect((await batch(10)).rows).toEqual([{ n: 2 }]);
    expect(calls).toHaveBeenCalledTimes(1);
    expect((await pg.queryAfter(undefined, 'commit', [], [{ sql: insert, params: [12] }])).rows).toEqual([]);

    const err = (await pg
      .queryAfter(
        'begin',
        'select 1',
        [],
        [
          { sql: insert, params: [13] },
          { sql: insert, params: [10] }, // a duplicate: the error, and nothing after it runs
          { sql: insert, params: [14] },
        ],
      )
      .catch((e: unknown) => e)) as Error & { code?: string };
    expect(err.code).toBe('23505');
    await pg.query('rollback');
    const ids = await pg.query<{ id: number }>('select id from t where id >= 10 order by id');
    expect(ids.rows.map((r) => r.id)).toEqual([10, 11, 12]);
  });

  it('keeps at most its limit of statements, closing the oldest', async () => {
    for (const n of [1, 2, 3, 4, 5]) await pg.query(`select ${n} as n`);
    expect(pg.keptStatements()).toEqual(['select 3 as n', 'select 4 as n', 'select 5 as n']);
    await pg.query('select 6 as n'); // the next preparation closes the ones forgotten
    expect(await preparedNames()).toHaveLength(3);
  });

  it('forgets every statement after DDL, so a changed table answers its new columns', async () => {
    expect((await pg.query('select * from t where id = $1', [1])).rows[0]).not.toHaveProperty('extra');
    await pg.query('alter table t add column extra text');
    expect(pg.keptStatements()).toEqual([]);
    expect((await pg.query('select * from t where id = $1', [1])).rows[0]).toHaveProperty('extra', null);
    expect(await preparedNames()).toHaveLength(1);
  });
});
