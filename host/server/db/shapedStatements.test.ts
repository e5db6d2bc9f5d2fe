import { PGlite } from '@electric-sql/pglite';
import { type CompiledQuery, Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from './Database.ts';
import { PGliteDialect } from './PGliteDialect.ts';
import { insertRow, updateWhere } from './shapedStatements.ts';

/** A real PGlite; every statement Kysely sends is kept, to compare with what its builder sends. */
let pg: PGlite;
let db: Kysely<Database>;
const sent: CompiledQuery[] = [];
// The helpers are typed by the server's tables; this test has its own.
const t = 'run' as never;
const row = (v: Record<string, unknown>) => v as never;
const last = (): CompiledQuery => sent[sent.length - 1] as CompiledQuery;

beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec(
    'create table run (id text primary key, state text not null, owner text, doc text, at timestamptz, n int)',
  );
  db = new Kysely<Database>({
    dialect: new PGliteDialect(pg),
    log: (e) => {
      sent.push(e.query);
    },
  });
});
afterAll(() => pg?.close());

const loose = () => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

describe('shapedStatements: compiled once per shape, the builder’s SQL and parameters each call', () => {
  it('an insert sends what the builder sends, undefined left out, and builds nothing the second time', async () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    const build = vi.spyOn(db, 'insertInto');
    await insertRow(
      db,
      t,
      row({ id: 'a', state: 'INPROGRESS', owner: null, doc: '{"x":1}', at, n: undefined }),
    );
    const mine = last();
    await loose()
      .insertInto('run')
      .values({ id: 'b', state: 'INPROGRESS', owner: null, doc: '{"x":1}', at })
      .execute();
    const theirs = last();
    expect(mine.sql).toBe(theirs.sql);
    expect(mine.parameters).toEqual(['a', 'INPROGRESS', null, '{"x":1}', at]);
    expect(mine.query.kind).toBe('InsertQueryNode'); // counted as a write, pipelined as one
    expect(build).toHaveBeenCalledTimes(2); // the template and the builder's own

    build.mockClear();
    await insertRow(db, t, row({ id: 'c', state: 'DONE', owner: 'me', doc: null, at }));
    expect(last().parameters).toEqual(['c', 'DONE', 'me', null, at]);
    expect(build).not.toHaveBeenCalled();
    // Another column set is another shape.
    await insertRow(db, t, row({ id: 'd', state: 'DONE', n: 3 }));
    expect(last().sql).toBe('insert into "run" ("id", "state", "n") values ($1, $2, $3)');
    expect(build).toHaveBeenCalledTimes(1);
    build.mockRestore();

    const rows = await loose().selectFrom('run').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.id, r.state, r.owner, r.doc, r.n])).toEqual([
      ['a', 'INPROGRESS', null, '{"x":1}', null],
      ['b', 'INPROGRESS', null, '{"x":1}', null],
      ['c', 'DONE', 'me', null, null],
      ['d', 'DONE', null, null, 3],
    ]);
  });

  it('an update: set columns then equalities, rows counted; a transaction uses the same template', async () => {
    const first = await updateWhere(db, t, row({ state: 'FINISHED', owner: null }), {
      id: 'a',
      state: 'INPROGRESS',
    });
    const mine = last();
    await loose()
      .updateTable('run')
      .set({ state: 'FINISHED', owner: null })
      .where('id', '=', 'zz')
      .where('state', '=', 'INPROGRESS')
      .execute();
    expect(mine.sql).toBe(last().sql);
    expect(mine.parameters).toEqual(['FINISHED', null, 'a', 'INPROGRESS']);
    expect(first.numAffectedRows).toBe(1n);

    const again = await db.transaction().execute(async (trx) => {
      const build = vi.spyOn(trx, 'updateTable');
      const r = await updateWhere(trx, t, row({ state: 'FINISHED', owner: 'x' }), {
        id: 'a',
        state: 'INPROGRESS',
      });
      expect(build).not.toHaveBeenCalled();
      return r;
    });
    expect(again.numAffectedRows).toBe(0n); // no longer INPROGRESS
    const a = await loose().selectFrom('run').select(['state', 'owner']).where('id', '=', 'a').execute();
    expect(a).toEqual([{ state: 'FINISHED', owner: null }]);
  });
});
