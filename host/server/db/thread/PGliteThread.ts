import { Worker } from 'node:worker_threads';
import type { PGliteQueryable } from '../PGliteDialect.ts';
import { type FromPGliteWorker, fromWorkerError, type ToPGliteWorker } from './pgliteProtocol.ts';
import { threadEntry } from './threadEntry.ts';

interface Pending {
  resolve(value: { rows: unknown[]; affectedRows?: number }): void;
  reject(err: Error): void;
}

/**
 * A PGlite running in a worker thread (pgliteWorker.ts), used like the PGlite object itself by the
 * dialect (query, waitReady) and closed with close(). A worker that dies fails every query in
 * flight and every later one with the reason; nothing is retried behind the caller's back.
 */
export class PGliteThread implements PGliteQueryable {
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private lost: Error | undefined;
  private closing: Promise<void> | undefined;
  closed = false;
  /** The database thread's id in the operating system once ready (Linux only). */
  osThreadId: number | undefined;

  constructor(options: { dataDir?: string; loadDataDir?: Blob } = {}) {
    const entry = threadEntry('pgliteWorker', new URL('./pgliteWorker.ts', import.meta.url));
    this.worker = new Worker(entry.filename, entry.workerData ? { workerData: entry.workerData } : {});
    this.waitReady = new Promise((resolve, reject) => {
      const onStart = (m: FromPGliteWorker) => {
        if (m.type === 'ready') {
          this.osThreadId = m.osThreadId;
          resolve();
        } else if (m.type === 'failed') reject(fromWorkerError(m.error));
        else return;
        this.worker.off('message', onStart);
      };
      this.worker.on('message', onStart);
      this.worker.once('error', reject);
      this.worker.once('exit', (code) =>
        reject(new Error(`the database thread exited (code ${code}) while opening`)),
      );
    });
    this.worker.on('message', (m: FromPGliteWorker) => this.settle(m));
    this.worker.on('error', (err) => this.fail(err));
    this.worker.on('exit', (code) => this.fail(new Error(`the database thread exited (code ${code})`)));
    this.send({ type: 'open', ...options });
  }

  query<R>(sql: string, params: unknown[] = []): Promise<{ rows: R[]; affectedRows?: number }> {
    return this.queryAfter<R>(undefined, sql, params);
  }

  /** `before` (no parameters), the `earlier` statements, then the query, in one round trip to the thread. */
  queryAfter<R>(
    before: string | undefined,
    sql: string,
    params: unknown[] = [],
    earlier: readonly { sql: string; params: unknown[] }[] = [],
  ): Promise<{ rows: R[]; affectedRows?: number }> {
    if (this.lost) return Promise.reject(this.lost);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as Pending['resolve'], reject });
      this.send({
        type: 'query',
        id,
        sql,
        params,
        ...(before ? { before } : {}),
        ...(earlier.length ? { earlier: [...earlier] } : {}),
      });
    });
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      if (!this.lost) {
        const id = this.nextId++;
        await new Promise<void>((resolve) => {
          this.pending.set(id, { resolve: () => resolve(), reject: () => resolve() });
          this.send({ type: 'close', id });
        });
      }
      this.closed = true;
      this.lost ??= new Error('the database is closed');
      await this.worker.terminate();
    })();
    return this.closing;
  }

  private send(m: ToPGliteWorker) {
    this.worker.postMessage(m);
  }

  private settle(m: FromPGliteWorker) {
    if (m.type === 'ready' || m.type === 'failed') return;
    const p = this.pending.get(m.id);
    if (!p) return;
    this.pending.delete(m.id);
    if (m.type === 'result')
      p.resolve({ rows: m.rows, ...(m.affectedRows !== undefined ? { affectedRows: m.affectedRows } : {}) });
    else if (m.type === 'error') p.reject(fromWorkerError(m.error));
    else p.resolve({ rows: [] });
  }

  private fail(err: Error) {
    if (this.closed) return;
    this.lost ??= err;
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }
}
