import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostMigrations } from '../../../host/server/db/hostMigrations.ts';
import { runMigrations } from '../../../host/server/db/migrations.ts';
import { type DatabaseHandle, openPGlite } from '../../../host/server/db/openDatabase.ts';
import { QueryCounter } from '../../../host/server/db/QueryCounter.ts';
import { FlowJsonCache, flowJsonCacheOf } from './FlowJsonCache.ts';
import { createFlow, listFlows, updateFlow } from './flowStore.ts';
import { listFlowsJson } from './listFlowsJson.ts';
import { flowMigrations } from './migrations.ts';

const counter = new QueryCounter();
let handle: DatabaseHandle;
let cache: FlowJsonCache;

beforeAll(async () => {
  handle = await openPGlite({ counter });
  await runMigrations(handle.db, [
    { plugin: 'host', migrations: hostMigrations },
    { plugin: 'flows', migrations: flowMigrations },
  ]);
  cache = flowJsonCacheOf(handle.tableWrites);
  for (let i = 0; i < 30; i++)
    await createFlow(handle.db, 'w', { name: `f${i}`, flowData: `{"nodes":[],"edges":[],"i":${i}}` });
}, 60_000);
afterAll(async () => handle?.close());

const naive = async () => JSON.stringify((await listFlows(handle.db, 'w', { includeFlowData: true })).flows);

describe('the flows list with flow data from serialised flows', () => {
  it('is the same text as serialising the list, whole and paged, and a warm list reads only ids and dates', async () => {
    expect((await listFlowsJson(handle.db, cache, 'w')).json.toString()).toBe(await naive());
    expect(cache.size).toBe(30);
    counter.reset();
    expect((await listFlowsJson(handle.db, cache, 'w')).json.toString()).toBe(await naive());
    counter.reset();
    await listFlowsJson(handle.db, cache, 'w');
    expect(counter.snapshot().statements).toBe(1);

    const page = await listFlowsJson(handle.db, cache, 'w', { page: { limit: 7, offset: 7 } });
    const paged = await listFlows(handle.db, 'w', { includeFlowData: true, page: 2, limit: 7 });
    expect({ json: page.json.toString(), total: page.total }).toEqual({
      json: JSON.stringify(paged.flows),
      total: 30,
    });
  });

  it('gives the kept buffer for the same query while nothing changed (one identity), a new one after a change', async () => {
    const first = await listFlowsJson(handle.db, cache, 'w');
    const again = await listFlowsJson(handle.db, cache, 'w');
    expect(again.json).toBe(first.json);
    expect(again.identity).toBe(first.identity);
    const page = await listFlowsJson(handle.db, cache, 'w', { page: { limit: 7, offset: 0 } });
    expect(page.json).not.toBe(first.json);
    expect(page.identity).not.toBe(first.identity);
    const [top] = (await listFlows(handle.db, 'w')).flows;
    if (!top) throw new Error('no flow');
    await updateFlow(handle.db, 'w', top.id, { name: 'kept no more' });
    const changed = await listFlowsJson(handle.db, cache, 'w');
    expect(changed.json).not.toBe(first.json);
    expect(changed.identity).not.toBe(first.identity);
    expect(changed.json.toString()).toBe(await naive());
    expect(changed.json.toString()).toContain('"kept no more"');
  });

  it('shows a saved change at once, also one that keeps the updated date', async () => {
    const [first] = (await listFlows(handle.db, 'w')).flows;
    if (!first) throw new Error('no flow');
    await updateFlow(handle.db, 'w', first.id, { name: 'renamed' });
    expect((await listFlowsJson(handle.db, cache, 'w')).json.toString()).toBe(await naive());
    expect((await listFlowsJson(handle.db, cache, 'w')).json.toString()).toContain('"renamed"');

    // Deleting an API key unbinds its flows without touching their dates.
    await sql`update chat_flow set apikey_id = 'k1' where id = ${first.id}`.execute(handle.db);
    expect((await listFlowsJson(handle.db, cache, 'w')).json.toString()).toContain('"apikeyid":"k1"');
    await sql`update chat_flow set apikey_id = null where id = ${first.id}`.execute(handle.db);
    const after = (await listFlowsJson(handle.db, cache, 'w')).json.toString();
    expect(after).not.toContain('"apikeyid":"k1"');
    expect(after).toBe(await naive());
  });

  it('does not store what it read while a commit emptied the cache, and stays within its size', () => {
    const small = new FlowJsonCache(10);
    const generation = small.generation;
    small.clear();
    small.set('a', 1, Buffer.from('"x"'), generation);
    expect(small.get('a', 1)).toBeUndefined();
    small.set('a', 1, Buffer.from('"aaaa"'), small.generation);
    small.set('b', 1, Buffer.from('"bbbb"'), small.generation);
    expect(small.get('a', 1)).toBeUndefined();
    expect(small.get('b', 1)?.toString()).toBe('"bbbb"');
    expect(small.get('b', 2)).toBeUndefined();
  });
});
