import { readlinkSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import {
  type FromPGliteWorker,
  type QueryRequest,
  type ToPGliteWorker,
  toWorkerError,
} from './pgliteProtocol.ts';

/**
 * The embedded database on a thread of its own: PGlite's query work (parsing, planning, executing
 * in WebAssembly) no longer competes with HTTP, the engine and streaming for the main event loop.
 * One PGlite per worker; queries arrive one at a time (the dialect's lock serialises them).
 */
const port = parentPort;
if (!port) throw new Error('pgliteWorker.ts is a worker thread entry; use openPGlite');
const post = (m: FromPGliteWorker) => port.postMessage(m);
let db: PGlite | undefined;

async function open(dataDir: string | undefined, loadDataDir: Blob | undefined) {
  const [{ PGlite }, { vector }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite-pgvector'),
  ]);
  db = await PGlite.create(dataDir, { extensions: { vector }, ...(loadDataDir ? { loadDataDir } : {}) });
}

port.on('message', (m: ToPGliteWorker) => {
  if (m.type === 'open') {
    open(m.dataDir, m.loadDataDir).then(
      () => post({ type: 'ready', ...osThreadId() }),
      (err) => post({ type: 'failed', error: toWorkerError(err) }),
    );
  } else if (m.type === 'query') {
    runQuery(db as PGlite, m).then(
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
    const closing = db && !db.closed ? db.close() : Promise.resolve();
    closing.finally(() => post({ type: 'closed', id: m.id }));
  }
});

/** `before`, the queued writes, then the query; the first failure ends it and is the answer. */
async function runQuery(pg: PGlite, m: QueryRequest) {
  if (m.before) await pg.exec(m.before);
  for (const e of m.earlier ?? []) await pg.query(e.sql, e.params);
  return pg.query(m.sql, m.params);
}

/** This thread's id on Linux (/proc/thread-self -> <pid>/task/<tid>); bench/ reads its CPU by it. */
function osThreadId(): { osThreadId?: number } {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) ? { osThreadId: tid } : {};
  } catch {
    return {};
  }
}
