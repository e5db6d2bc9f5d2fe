import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessPolicy } from '../../host/server/access/AccessPolicy.ts';
import type { DatabaseHandle } from '../../host/server/db/openDatabase.ts';
import echo from './fixtures/echo/index.ts';
import { inlinePlugin, okRoute } from './fixtures/plugins.ts';
import { startTestServer } from './startTestServer.ts';
import { openTestDatabase } from './testDatabase.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('configuration errors', () => {
  it.each([
    ['PORT', 'eighty'],
    ['LOG_LEVEL', 'chatty'],
    ['DATABASE_URL', 'mysql://localhost/x'],
  ])('the server refuses to start with %s=%s, naming both', (variable, value) => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'host/server/main.ts'], {
      cwd: root,
      env: { ...process.env, [variable]: value, DATA_DIR: '/nonexistent/never-created' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Invalid ${variable}=${JSON.stringify(value)}`);
  });
});

describe('migrations at start', () => {
  it('rolls back every migration of the run when one fails, and refuses to start naming it', async () => {
    const database = await openTestDatabase();
    const keepOpen = { ...database, close: async () => {} };
    const good = inlinePlugin('good-tables', {
      migrations: [
        { id: '0001-create-good', up: (db) => sql`create table good_t (id int)`.execute(db).then(() => {}) },
      ],
    });
    const bad = inlinePlugin('bad-tables', {
      migrations: [
        { id: '0001-create-bad', up: (db) => sql`create table bad_t (id int)`.execute(db).then(() => {}) },
        {
          id: '0002-broken',
          up: (db) => sql`alter table no_such_table add column x int`.execute(db).then(() => {}),
        },
      ],
    });
    try {
      await expect(startTestServer({ plugins: [good, bad], database: keepOpen })).rejects.toThrow(
        /Migration '0002-broken' of plugin 'bad-tables' failed/,
      );
      const tables = await sql<{ t: string | null }>`select to_regclass('good_t')::text as t union all
        select to_regclass('bad_t')::text`.execute(database.db);
      expect(tables.rows).toEqual([{ t: null }, { t: null }]);
      // On a brand-new PostgreSQL database even the migration table itself was rolled back.
      const log = await sql<{ t: string | null }>`select to_regclass('brains_migration')::text as t`.execute(
        database.db,
      );
      const recorded = log.rows[0]?.t
        ? await database.db
            .selectFrom('brains_migration')
            .select('plugin')
            .where('plugin', 'in', ['good-tables', 'bad-tables'])
            .execute()
        : [];
      expect(recorded).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it("applies a loaded plugin's pending migrations and records them", async () => {
    const server = await startTestServer({ plugins: [echo] });
    try {
      expect(server.app.brains.migrated).toContainEqual({
        plugin: 'api-test-echo',
        id: '0001-create-echo-note',
      });
      const rows = await server.app.brains.db
        .selectFrom('brains_migration')
        .select(['plugin', 'id'])
        .where('plugin', '=', 'api-test-echo')
        .execute();
      expect(rows).toEqual([{ plugin: 'api-test-echo', id: '0001-create-echo-note' }]);
    } finally {
      await server.close();
    }
  });
});

describe('plugin mounting', () => {
  // Start-up failures change nothing in the database, so these cases share one fresh database.
  let database: DatabaseHandle;
  let shared: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    shared = { ...database, close: async () => {} };
  });
  afterAll(() => database?.close());

  it('refuses a duplicate METHOD+url, naming both plugins', async () => {
    const a = inlinePlugin('first-plugin', { routes: [okRoute('/shared/:id')] });
    const b = inlinePlugin('second-plugin', { routes: [okRoute('/shared/:key')] });
    await expect(startTestServer({ plugins: [a, b], database: shared })).rejects.toThrow(
      "Duplicate route GET /api/v1/shared/:key: contributed by plugin 'first-plugin' and plugin 'second-plugin'",
    );
  });

  it("refuses a plugin route that shadows the host's", async () => {
    const p = inlinePlugin('shadow', { routes: [okRoute('/ping')] });
    await expect(startTestServer({ plugins: [p], database: shared })).rejects.toThrow(
      /plugin 'host' and plugin 'shadow'/,
    );
  });

  it('refuses a route with neither permission nor public: true, naming plugin and route', async () => {
    const p = inlinePlugin('careless', {
      routes: [{ method: 'GET', url: '/open', handler: () => ({}) }],
    });
    await expect(startTestServer({ plugins: [p], database: shared })).rejects.toThrow(
      "Route GET /api/v1/open of plugin 'careless' has no permission",
    );
  });

  it('refuses a duplicate executor, naming both plugins', async () => {
    const run = async () => ({ output: {} });
    const a = inlinePlugin('exec-a', { executors: { someNode: { run } } });
    const b = inlinePlugin('exec-b', { executors: { someNode: { run } } });
    await expect(startTestServer({ plugins: [a, b], database: shared })).rejects.toThrow(
      "Duplicate executor for node 'someNode': contributed by plugin 'exec-a' and plugin 'exec-b'",
    );
  });

  it('loads server halves only for the edition and not for DISABLED_PLUGINS', async () => {
    const ent = inlinePlugin('ent-only', { routes: [okRoute('/ent')] }, ['enterprise']);
    const oss = await startTestServer({ plugins: [ent, echo], env: { DISABLED_PLUGINS: 'api-test-echo' } });
    try {
      expect((await oss.fetch('/api/v1/ent')).status).toBe(404);
      expect((await oss.fetch('/api/v1/api-test/notes')).status).toBe(404);
      expect((await oss.fetch('/api/v1/nodes/apiTestEcho')).status).toBe(404);
    } finally {
      await oss.close();
    }
    const enterprise = await startTestServer({
      plugins: [ent],
      env: { PLATFORM_TYPE: 'enterprise' },
      database: shared,
    });
    try {
      expect(await (await enterprise.fetch('/api/v1/ent')).json()).toEqual({ ok: true });
    } finally {
      await enterprise.close();
    }
  });

  it('asks the access policy before every handler, with the route it guards', async () => {
    const seen: string[] = [];
    const policy: AccessPolicy = {
      check(_req, route) {
        seen.push(`${route.owner} ${route.method} ${route.url} ${route.permission ?? 'public'}`);
        return route.public
          ? { allowed: true }
          : { allowed: false, statusCode: 403, message: 'Forbidden here' };
      },
    };
    const server = await startTestServer({ plugins: [echo], accessPolicy: policy });
    try {
      const denied = await server.fetch('/api/v1/api-test/notes', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'x' }),
      });
      expect(denied.status).toBe(403);
      expect(await denied.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Forbidden here' });
      expect((await server.fetch('/api/v1/ping')).status).toBe(200);
      expect(seen).toEqual([
        'api-test-echo POST /api/v1/api-test/notes tools:view',
        'host GET /api/v1/ping public',
      ]);
      const rows = await server.app.brains.db.selectFrom('api_test_echo_note').selectAll().execute();
      expect(rows).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
