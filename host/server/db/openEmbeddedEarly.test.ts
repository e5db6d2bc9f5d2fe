import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbeddedEarly } from './openEmbeddedEarly.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'bs-early-'));
  dirs.push(dir);
  return dir;
};

describe('openEmbeddedEarly', () => {
  it('opens DATA_DIR/pgdata on its thread and answers a working handle', async () => {
    const dataDir = await tempDir();
    const opening = openEmbeddedEarly({ dataDir }, {});
    expect(opening).toBeDefined();
    const handle = await opening;
    try {
      expect(handle?.kind).toBe('pglite');
      const { rows } = await sql<{ n: number }>`select 41 + 1 as n`.execute(handle!.db);
      expect(rows[0]?.n).toBe(42);
    } finally {
      await handle?.close();
    }
  }, 60_000);

  it('leaves PostgreSQL and PGLITE_THREAD=main to buildApp', () => {
    expect(openEmbeddedEarly({ dataDir: '/nowhere', databaseUrl: 'postgres://x@127.0.0.1/x' }, {})).toBe(
      undefined,
    );
    expect(openEmbeddedEarly({ dataDir: '/nowhere' }, { PGLITE_THREAD: 'main' })).toBe(undefined);
  });

  it('keeps a failure for whoever awaits it (no unhandled rejection before)', async () => {
    const dataDir = await tempDir();
    await writeFile(join(dataDir, 'pgdata'), 'a file where the folder goes');
    const opening = openEmbeddedEarly({ dataDir }, {});
    // Nothing awaits it for a while, as while the server's modules load.
    await new Promise((r) => setTimeout(r, 200));
    await expect(opening).rejects.toThrow(/EEXIST|ENOTDIR|not a directory|exists/i);
  });
});
