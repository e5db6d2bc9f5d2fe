import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../../../host/server/db/migrations.ts';
import { databaseBackends } from '../../../../host/server/db/databaseBackends.ts';
import type { DatabaseHandle } from '../../../../host/server/db/openDatabase.ts';
import type { ScratchDatabase } from '../../../../host/server/db/scratchDatabase.ts';
import { documentStoreMigrations } from '../migrations.ts';
import { ChunkStager } from './ChunkStager.ts';
import { syncChunks, syncStagedChunks } from './syncChunks.ts';

const backends = databaseBackends();

const target = { workspaceId: 'w', storeId: 's1', loaderId: 'l1' };
const doc = (pageContent: string, line = 1) => ({
  pageContent,
  metadata: { source: 'a', loc: { lines: { from: line } } },
});

describe.each(backends)('record manager on %s', (_name, open) => {
  let handle: DatabaseHandle;
  let scratch: ScratchDatabase | undefined;
  const stored = () =>
    handle.db
      .selectFrom('document_store_chunk')
      .select(['id', 'chunk_no', 'page_content', 'metadata'])
      .where('loader_id', '=', 'l1')
      .orderBy('chunk_no')
      .execute();

  beforeAll(async () => {
    ({ handle, scratch } = await open());
    await runMigrations(handle.db, [{ plugin: 'document-stores', migrations: documentStoreMigrations }]);
    await handle.db
      .insertInto('document_store')
      .values({ id: 's1', workspace_id: 'w', name: 'S', status: 'EMPTY' })
      .execute();
    await handle.db
      .insertInto('document_store_loader')
      .values({ id: 'l1', store_id: 's1', workspace_id: 'w', loader_component: 'plainText' })
      .execute();
  });
  afterAll(async () => {
    await handle?.close();
    await scratch?.drop();
  });

  it('inserts, then keeps unchanged chunks (ids, new order and lines), adds and removes the rest', async () => {
    expect(await syncChunks(handle.db, target, [doc('a'), doc('b'), doc('c')])).toMatchObject({
      added: 3,
      kept: 0,
      removed: 0,
      totalChunks: 3,
      totalChars: 3,
    });
    const before = await stored();
    const result = await syncChunks(handle.db, target, [doc('new', 1), doc('a', 2), doc('c', 4)]);
    expect(result).toMatchObject({ added: 1, kept: 2, removed: 1, totalChunks: 3 });
    const after = await stored();
    expect(after.map((r) => r.page_content)).toEqual(['new', 'a', 'c']);
    expect(after[1]?.id).toBe(before[0]?.id);
    expect(after[2]?.id).toBe(before[2]?.id);
    expect(JSON.parse(after[2]?.metadata ?? '{}').loc.lines.from).toBe(4);
    const loader = await handle.db
      .selectFrom('document_store_loader')
      .select(['total_chunks', 'status'])
      .where('id', '=', 'l1')
      .executeTakeFirstOrThrow();
    expect(loader).toMatchObject({ total_chunks: 3, status: 'SYNC' });
  });

  it('a failure half-way writes nothing', async () => {
    const before = await stored();
    // The new chunks name a store that does not exist: the insert fails after the deletes ran.
    const broken = { ...target, storeId: 'missing' };
    await expect(syncChunks(handle.db, broken, [doc('other'), doc('more')])).rejects.toThrow();
    expect(await stored()).toEqual(before);
  });

  it('stages chunks in batches and swaps them in; the staging rows are gone afterwards', async () => {
    const many = Array.from({ length: 1_203 }, (_, i) => doc(`chunk ${i}`, i + 1));
    const stager = new ChunkStager(handle.db, 'l1');
    await stager.add(many.slice(0, 700));
    // the first 500 are written while the run goes on, not kept in memory until the end
    const midway = await handle.db
      .selectFrom('document_store_chunk_staging')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('run_id', '=', stager.runId)
      .executeTakeFirstOrThrow();
    expect(Number(midway.n)).toBe(500);
    await stager.add(many.slice(700));
    const staged = await stager.finish();
    expect(staged.hashes).toHaveLength(1_203);
    const result = await syncStagedChunks(handle.db, target, staged);
    expect(result).toMatchObject({ totalChunks: 1_203, added: 1_203 });
    const rows = await stored();
    expect(rows.map((r) => r.page_content)).toEqual(many.map((d) => d.pageContent));
    const left = await handle.db.selectFrom('document_store_chunk_staging').selectAll().execute();
    expect(left).toEqual([]);
  });
});
