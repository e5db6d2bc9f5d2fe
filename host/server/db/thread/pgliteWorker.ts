import { readlinkSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { type FromPGliteWorker, type ToPGliteWorker, toWorkerError } from './pgliteProtocol.ts';
import type { PreparedPGlite } from '../PreparedPGlite.ts';

/**
 * The embedded database on a thread of its own: PGlite's query work (parsing, planning, executing
 * in WebAssembly) no longer competes with HTTP, the engine and streaming for the main event loop.
 * One PGlite per worker; queries arrive one at a time (the dialect's lock serialises them).
 */
const port = parentPort;
if (!port) throw new Error('pgliteWorker.ts is a worker thread entry; use openPGlite');
const post = (m: FromPGliteWorker) => port.postMessage(m);
let db: PreparedPGlite | undefined;

async function open(dataDir: string | undefined, loadDataDir: Blob | undefined) {
  const [{ PGlite }, { vector }, { PreparedPGlite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite-pgvector'),
    import('../PreparedPGlite.ts'),
  ]);
  const pg = await PGlite.create(dataDir, {
    extensions: { vector },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  db = new PreparedPGlite(pg);
}

port.on('message', (m: ToPGliteWorker) => {
  if (m.type === 'open') {
    open(m.dataDir, m.loadDataDir).then(
      () => post({ type: 'ready', ...osThreadId() }),
      (err) => post({ type: 'failed', error: toWorkerError(err) }),
    );
  } else if (m.type === 'query') {
    (db as PreparedPGlite).queryAfter(m.before, m.sql, m.params, m.earlier).then(
      (r) =>
        post({
          type: 'result',
          id: m.id,
          rows: r.rows,
          ...(r.affectedRows !== undefined ? { affectedRows: r.affectedRows } : {}),
        }),
      (err) => post({ type: 'error', id: m.id, error: toWorkerError(err) }),
    );
  } else if (m.type === 'close') {
    const closing = db && !db.pg.closed ? db.pg.close() : Promise.resolve();
    closing.finally(() => post({ type: 'closed', id: m.id }));
  }
});

/** This thread's id on Linux (/proc/thread-self -> <pid>/task/<tid>); bench/ reads its CPU by it. */
function osThreadId(): { osThreadId?: number } {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) ? { osThreadId: tid } : {};
  } catch {
    return {};
  }
}
