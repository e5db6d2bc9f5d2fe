import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPGlite } from './openDatabase.ts';
import { rowCacheOf } from './RowCache.ts';
import { cachesTables } from './TableWrites.ts';

cachesTables(['cached']);

let handle: DatabaseHandle;
let name = 0;

beforeAll(async () => {
  handle = await openPGlite();
  await sql`create table cached (id int primary key, v text)`.execute(handle.db);
  await sql`create table unrelated (id int)`.execute(handle.db);
  await sql`insert into cached values (1, 'one')`.execute(handle.db);
});
afterAll(() => handle?.close());

/** A fresh cache of `cached` rows and a reader that counts its reads. */
function cacheOfRow() {
  name += 1;
  const cache = rowCacheOf<string>(handle.db, `test-${name}`, { tables: ['cached'], maxEntries: 10 });
  if (!cache) throw new Error('the handle has no TableWrites');
  let reads = 0;
  const read = async () => {
    reads += 1;
    const r = await sql<{ v: string }>`select v from cached where id = 1`.execute(handle.db);
    return r.rows[0]?.v as string;
  };
  return { cache, read: () => cache.get('1', read), reads: () => reads, load: read };
}

const setValue = (v: string) => sql`update cached set v = ${v} where id = 1`.execute(handle.db);

describe('RowCache', () => {
  it('reads once, then serves the row until a commit to its table', async () => {
    const c = cacheOfRow();
    await setValue('a');
    expect(await c.read()).toBe('a');
    expect(await c.read()).toBe('a');
    expect(c.reads()).toBe(1);
    await sql`insert into unrelated values (1)`.execute(handle.db);
    expect(await c.read()).toBe('a');
    expect(c.reads()).toBe(1);
    await setValue('b');
    expect(await c.read()).toBe('b');
    expect(c.reads()).toBe(2);
    await handle.db.transaction().execute((trx) => sql`update cached set v = 'c' where id = 1`.execute(trx));
    expect(await c.read()).toBe('c');
  });

  it('keeps its rows across a rolled back write (nothing changed)', async () => {
    const c = cacheOfRow();
    await setValue('kept');
    expect(await c.read()).toBe('kept');
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`update cached set v = 'never' where id = 1`.execute(trx);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await c.read()).toBe('kept');
    expect(c.reads()).toBe(1);
  });

  it('does not keep a read that raced a commit', async () => {
    const c = cacheOfRow();
    await setValue('before');
    // The read returns the old row; the change commits before the read is stored.
    const raced = await c.cache.get('1', async () => {
      const old = await c.load();
      await setValue('after');
      return old;
    });
    expect(raced).toBe('before');
    expect(await c.read()).toBe('after');
  });

  it('caches nothing inside a transaction', async () => {
    await handle.db.transaction().execute(async (trx) => {
      expect(rowCacheOf(trx, 'test-trx', { tables: ['cached'], maxEntries: 1 })).toBeUndefined();
    });
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = rowCacheOf<string>(handle.db, 'test-bounded', { tables: ['cached'], maxEntries: 2 });
    for (const k of ['a', 'b', 'c']) await cache?.get(k, async () => k);
    expect(cache?.size).toBe(2);
    expect(cache?.peek('a')).toBeUndefined();
    expect(cache?.peek('c')).toBe('c');
  });
});
