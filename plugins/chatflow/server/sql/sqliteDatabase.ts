import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { Worker } from 'node:worker_threads';
import { threadEntry } from '../../../../host/server/db/thread/threadEntry.ts';
import type { AnswerContext } from '../componentTypes.ts';
import { type SqlColumn, type SqlDatabase, STATEMENT_TIMEOUT_MS } from './SqlDatabase.ts';

/** SQLite files are read whole into memory: larger ones are refused. */
export const MAX_SQLITE_BYTES = 200 * 1024 * 1024;

/**
 * The SQLite file a node names, inside DATA_DIR/sqlite (the folder an operator puts databases in;
 * nothing else of the server's files is reachable from a flow).
 */
export function sqliteFile(dataDir: string, path: string): string {
  const root = resolve(dataDir, 'sqlite');
  const file = resolve(root, path.replace(/^[/\\]+/, ''));
  if (!file.startsWith(root + sep))
    throw new Error(`The SQLite file must be inside the data folder's sqlite folder (${root})`);
  return file;
}

/** A SQLite database read by a worker thread of its own; a statement past the time limit ends it. */
export async function sqliteDatabase(path: string, ctx: AnswerContext): Promise<SqlDatabase> {
  const { dataDir } = ctx.run.services;
  if (!dataDir) throw new Error('SQLite files are read from the data folder, which this run has none of');
  const file = sqliteFile(dataDir, path);
  const size = await stat(file).then(
    (s) => (s.isFile() ? s.size : -1),
    () => -1,
  );
  if (size < 0) throw new Error(`There is no SQLite file '${path}' in ${resolve(dataDir, 'sqlite')}`);
  if (size > MAX_SQLITE_BYTES)
    throw new Error(`The SQLite file is larger than ${MAX_SQLITE_BYTES / 1024 / 1024} MB`);

  const entry = threadEntry('sqliteWorker', new URL('./sqliteWorker.ts', import.meta.url));
  const worker = new Worker(entry.filename, { workerData: { ...entry.workerData, file } });
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let failed: Error | undefined;
  const fail = (err: Error) => {
    failed ??= err;
    for (const w of waiting.values()) w.reject(failed);
    waiting.clear();
  };
  const ready = new Promise<void>((ok, no) => {
    worker.on(
      'message',
      (m: { ready?: boolean; id?: number; ok?: boolean; value?: unknown; error?: string }) => {
        if (m.ready) return ok();
        const w = waiting.get(m.id ?? -1);
        waiting.delete(m.id ?? -1);
        if (m.ok) w?.resolve(m.value);
        else w?.reject(new Error(m.error ?? 'SQLite failed'));
      },
    );
    worker.on('error', (err) => {
      fail(new Error(`The SQLite file could not be read: ${err.message}`));
      no(failed);
    });
    worker.on('exit', () => fail(new Error('The SQLite reader stopped')));
  });
  let next = 0;
  const ask = async <T>(message: Record<string, unknown>): Promise<T> => {
    await ready;
    if (failed) throw failed;
    const id = next++;
    let timer: NodeJS.Timeout | undefined;
    try {
      return await new Promise<T>((ok, no) => {
        waiting.set(id, { resolve: ok as (v: unknown) => void, reject: no });
        timer = setTimeout(() => {
          fail(new Error(`The statement ran longer than ${STATEMENT_TIMEOUT_MS / 1000} s and was stopped`));
          void worker.terminate();
        }, STATEMENT_TIMEOUT_MS);
        worker.postMessage({ id, ...message });
      });
    } finally {
      clearTimeout(timer);
    }
  };
  try {
    await ready;
  } catch (err) {
    await worker.terminate();
    throw err;
  }
  return {
    dialect: 'SQLite',
    columns: () => ask<SqlColumn[]>({ op: 'columns' }),
    sample: (table, rows) => ask<unknown[]>({ op: 'sample', table, rows }),
    readOnly: (sql, maxRows) => ask<unknown[]>({ op: 'query', sql, maxRows }),
    close: async () => {
      await worker.terminate();
    },
  };
}
