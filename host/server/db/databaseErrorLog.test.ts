import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../http/errorHandling.ts';
import { loggerOptions } from '../http/loggerOptions.ts';
import { databaseBackends } from './databaseBackends.ts';
import type { DatabaseHandle } from './openDatabase.ts';
import type { ScratchDatabase } from './scratchDatabase.ts';

const backends = databaseBackends();

const SECRET = 'sk-never-in-the-log-4f1c';

describe.each(backends)('a failing query on %s', (_name, open) => {
  let handle: DatabaseHandle;
  let scratch: ScratchDatabase | undefined;
  beforeAll(async () => {
    ({ handle, scratch } = await open());
    await sql`create table secret_note (id uuid primary key, body text unique not null)`.execute(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
    await scratch?.drop();
  });

  /** Runs `query` in a route of a server logging at trace level; returns the status and every log line. */
  async function logOf(query: () => Promise<unknown>): Promise<{ status: number; log: string }> {
    let log = '';
    const stream = new Writable({
      write(chunk, _enc, done) {
        log += chunk.toString();
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('trace'), stream } });
    installErrorHandler(app);
    app.get('/fail', async () => query());
    const res = await app.inject({ method: 'GET', url: '/fail' });
    await app.close();
    return { status: res.statusCode, log };
  }

  it('logs the error without its parameters: a value the type refuses', async () => {
    const { status, log } = await logOf(() =>
      sql`select * from secret_note where id = ${SECRET}`.execute(handle.db),
    );
    expect(status).toBe(500);
    expect(log).toContain('request failed');
    expect(log).toContain('uuid');
    expect(log).not.toContain(SECRET);
  });

  it('logs the error without its parameters: a duplicate key', async () => {
    const row = { id: crypto.randomUUID(), body: SECRET };
    await sql`insert into secret_note (id, body) values (${row.id}, ${row.body})`.execute(handle.db);
    const { status, log } = await logOf(() =>
      sql`insert into secret_note (id, body) values (${crypto.randomUUID()}, ${SECRET})`.execute(handle.db),
    );
    expect(status).toBe(500);
    expect(log).toContain('23505');
    expect(log).not.toContain(SECRET);
  });
});
