import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPGlite } from './openDatabase.ts';
import { cachesTables, TableWrites, writtenTable } from './TableWrites.ts';

cachesTables(['watched', 'late', 'relayed', 'in_tx']);

describe('writtenTable', () => {
  it('names the table of a write, built or raw, and nothing for a read', () => {
    expect(writtenTable('insert into "user" ("id") values ($1)')).toBe('user');
    expect(writtenTable('update "auth_session" set "revoked_date" = $1')).toBe('auth_session');
    expect(writtenTable('delete from "workspace_user" where "user_id" = $1')).toBe('workspace_user');
    expect(writtenTable('  UPDATE public.role SET name = $1')).toBe('role');
    expect(writtenTable('select * from "user"')).toBeUndefined();
  });
});

describe('TableWrites on a database handle', () => {
  let handle: DatabaseHandle;
  const heard: string[][] = [];
  beforeAll(async () => {
    handle = await openPGlite();
    await sql`create table watched (id int)`.execute(handle.db);
    await sql`create table other (id int)`.execute(handle.db);
    handle.tableWrites.subscribe(['watched'], (tables) => heard.push([...tables]));
  });
  afterAll(() => handle?.close());

  it('hears an autocommitted write, a transaction at its commit, and nothing of a rollback or another table', async () => {
    await sql`insert into watched values (1)`.execute(handle.db);
    expect(heard).toEqual([['watched']]);
    await handle.db.transaction().execute(async (trx) => {
      await sql`update watched set id = 2`.execute(trx);
      await sql`insert into other values (1)`.execute(trx);
      expect(heard).toHaveLength(1); // not before the commit
    });
    expect(heard).toEqual([['watched'], ['watched']]);
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`delete from watched`.execute(trx);
        throw new Error('roll back');
      })
      .catch(() => {});
    await sql`insert into other values (2)`.execute(handle.db);
    expect(heard).toHaveLength(2);
  });
});

describe('TableWrites and listeners that come late', () => {
  const write = (table: string) => ({ sql: `update "${table}" set x = 1`, parameters: [] }) as never;
  const conn = {} as never;

  it('a listener subscribed while a transaction is open hears what it wrote at its commit', () => {
    const writes = new TableWrites();
    writes.done(write('late'), conn, true);
    const heard: string[][] = [];
    writes.subscribe(['late'], (tables) => heard.push([...tables]));
    writes.committed(conn);
    expect(heard).toEqual([['late']]);
  });

  it('in queue mode every committed cached table is relayed, listened to here or not; others never', () => {
    const writes = new TableWrites();
    const relayed: string[][] = [];
    writes.relayTo((tables) => relayed.push([...tables]));
    writes.done(write('relayed'), conn, false);
    writes.done(write('execution_like'), conn, false);
    writes.done(write('in_tx'), conn, true);
    writes.done(write('chat_message_like'), conn, true);
    writes.committed(conn);
    writes.done(write('execution_like'), conn, true);
    writes.committed(conn);
    expect(relayed).toEqual([['relayed'], ['in_tx']]);
  });

  it('refuses a listener for a table no module declared (it would not hear the other instances)', () => {
    expect(() => new TableWrites().subscribe(['undeclared_table'], () => {})).toThrow(
      "cachesTables(['undeclared_table'])",
    );
  });
});
