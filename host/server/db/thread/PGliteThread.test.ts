import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteThread } from './PGliteThread.ts';

describe('PGliteThread: PGlite on a worker thread', () => {
  let pg: PGliteThread;
  beforeAll(async () => {
    pg = new PGliteThread();
    await pg.waitReady;
  });
  afterAll(() => pg?.close());

  it('answers queries with their values as PGlite gives them (dates, bytes, JSON, vectors)', async () => {
    await pg.query('create extension if not exists vector');
    await pg.query('create table t (id int primary key, at timestamptz, data bytea, doc jsonb, v vector(3))');
    const at = new Date('2026-01-02T03:04:05.000Z');
    const inserted = await pg.query('insert into t values ($1, $2, $3, $4, $5)', [
      1,
      at,
      new Uint8Array([1, 2, 3]),
      JSON.stringify({ a: [1, 'x'] }),
      '[1,2,3]',
    ]);
    expect(inserted.affectedRows).toBe(1);
    const { rows } = await pg.query<{ id: number; at: Date; data: Uint8Array; doc: unknown; v: string }>(
      'select * from t',
    );
    expect(rows[0]?.id).toBe(1);
    expect(rows[0]?.at).toEqual(at);
    expect([...(rows[0]?.data ?? [])]).toEqual([1, 2, 3]);
    expect(rows[0]?.doc).toEqual({ a: [1, 'x'] });
    expect(String(rows[0]?.v)).toBe('[1,2,3]');
  });

  it('a failed statement rejects with the PostgreSQL error and its fields', async () => {
    const err = (await pg.query('insert into t (id) values (1)').catch((e: unknown) => e)) as Error & {
      code?: string;
      constraint?: string;
      table?: string;
    };
    expect(err).toBeInstanceOf(Error);
    expect(err.code).toBe('23505');
    expect(err.constraint).toBe('t_pkey');
    expect(err.table).toBe('t');
    // The connection goes on after an error.
    expect((await pg.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
  });

  it('runs begin, earlier statements and the query in one message; the first failure stops the rest', async () => {
    const done = await pg.queryAfter<{ n: number }>(
      'begin',
      'select count(*)::int as n from t where id >= 10',
      [],
      [
        { sql: 'insert into t (id) values ($1)', params: [10] },
        { sql: 'insert into t (id) values ($1)', params: [11] },
      ],
    );
    expect(done.rows).toEqual([{ n: 2 }]);
    await pg.query('commit');
    const err = (await pg
      .queryAfter(
        'begin',
        'commit',
        [],
        [
          { sql: 'insert into t (id) values ($1)', params: [12] },
          { sql: 'insert into t (id) values ($1)', params: [10] }, // duplicate
          { sql: 'insert into t (id) values ($1)', params: [13] },
        ],
      )
      .catch((e: unknown) => e)) as Error & { code?: string };
    expect(err.code).toBe('23505');
    await pg.query('rollback');
    const ids = await pg.query<{ id: number }>('select id from t where id >= 10 order by id');
    expect(ids.rows.map((r) => r.id)).toEqual([10, 11]);
  });

  it('names its thread for per-thread CPU figures (bench/): a thread of this process, not the main one', () => {
    expect(pg.osThreadId).toBeTypeOf('number');
    expect(pg.osThreadId).not.toBe(process.pid);
    expect(existsSync(`/proc/self/task/${pg.osThreadId}/stat`)).toBe(true);
  });

  it('keeps transactions on its one connection, and refuses queries once closed', async () => {
    await pg.query('begin');
    await pg.query('insert into t (id) values (2)');
    await pg.query('rollback');
    expect((await pg.query<{ n: number }>('select count(*)::int as n from t where id < 10')).rows[0]?.n).toBe(
      1,
    );
    const other = new PGliteThread();
    await other.waitReady;
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/closed/);
  });
});
