import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../../../host/server/db/Database.ts';
import { HttpError, httpError } from '../../../../host/server/http/HttpError.ts';
import type { JobStatus, StoreJob } from '../../common/storeTypes.ts';
import type { DocumentStoreJobTable } from '../tables.ts';
import { holdMember } from '../../../../host/server/queue/holdMember.ts';
import type { SharedState } from '../../../../host/server/queue/SharedState.ts';
import type { JobQueue } from '../../../../host/server/queue/JobQueue.ts';

/** What a job's run function gets. */
export interface JobContext {
  readonly jobId: string;
  /** Aborted when someone cancels the job: stop, and write nothing more. */
  readonly signal: AbortSignal;
  /** Reports progress; cheap to call often (written to the database at most every 250 ms). */
  progress(done: number, total?: number): void;
  /** Throws when the job was cancelled; call it before committing anything. */
  throwIfCancelled(): void;
}

export interface JobSpec {
  workspaceId: string;
  storeId: string;
  /** A loader job; null or absent for a whole-store job (e.g. an upsert). */
  loaderId?: string | null;
  /** e.g. 'process', 'upsert', 'refresh'. */
  kind: string;
  /**
   * The work. Its resolved value is stored as the job's result (JSON). It must write its changes
   * in one transaction at the end (after ctx.throwIfCancelled()), so a failure or a cancel leaves
   * the previous data intact. A thrown Error's message becomes the job's message.
   */
  run(ctx: JobContext): Promise<unknown>;
  /** Called after the job ends, whatever the outcome (e.g. to set the store's status). */
  settled?(status: JobStatus, db: Kysely<Database>, message: string | null): Promise<void>;
  /**
   * What a queue-mode worker rebuilds this spec from (storeJobKinds.ts): with it, and the server in
   * queue mode, the job runs on a worker; without it, here.
   */
  remote?: Record<string, unknown>;
}

class Cancelled extends Error {
  constructor() {
    super('Cancelled');
  }
}

interface Live {
  /** Running on a queue-mode worker: its progress is in the row, not here. */
  remote?: true;
  controller: AbortController;
  done: number;
  total: number;
  /** Resolves with the outcome when the job ends (never rejects). */
  finished: Promise<JobOutcome>;
}

/** How a job ended, with the HTTP status a caller waiting on it should answer when it failed. */
export interface JobOutcome {
  status: JobStatus;
  /** A failure's status: the HttpError's own (bad input: 4xx), else 502 (a loader's source or the embedding provider failed). */
  statusCode?: number;
}

/** Jobs running in this process; a queued or running row missing here was cut by a restart. */
const live = new Map<string, Live>();

/**
 * The server's shared state (set when the plugin starts): a job is marked held there while it
 * runs, so with several instances (queue mode) one does not take another's running job for a cut
 * one, and a cancel reaches the instance running it.
 */
let shared: SharedState | undefined;
/** The server's job queue (set when the plugin starts): a worker runs jobs that can be rebuilt there. */
let queue: JobQueue | undefined;
const HELD = 'document-store-jobs';
const CANCEL = 'document-store-job-cancel';

/** Uses the server's shared state for job marks and cancels until the returned stop is called. */
export async function shareJobs(state: SharedState, jobs?: JobQueue): Promise<() => Promise<void>> {
  shared = state;
  queue = jobs;
  const unsubscribe = await state.subscribe(CANCEL, (message) => {
    live.get((message as { id: string }).id)?.controller.abort();
  });
  return async () => {
    if (shared === state) {
      shared = undefined;
      queue = undefined;
    }
    await unsubscribe();
  };
}

/** Running in another instance: its mark is held in the shared state. */
const heldElsewhere = async (id: string) => !live.has(id) && Boolean(await shared?.hasMember(HELD, id));
const MAX_PARALLEL = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

function toJob(row: Selectable<DocumentStoreJobTable>): StoreJob {
  const here = live.get(row.id);
  const now = here?.remote ? undefined : here;
  let result: unknown = null;
  try {
    result = row.result ? JSON.parse(row.result) : null;
  } catch {
    result = null;
  }
  return {
    id: row.id,
    storeId: row.store_id,
    loaderId: row.loader_id,
    kind: row.kind,
    status: row.status as JobStatus,
    done: now && row.status === 'running' ? now.done : row.done,
    total: now && row.status === 'running' ? now.total : row.total,
    message: row.message,
    result,
    createdDate: iso(row.created_date) as string,
    startedDate: iso(row.started_date),
    finishedDate: iso(row.finished_date),
  };
}

const INTERRUPTED = 'Interrupted: the server stopped while this job ran. Start it again.';

/** Marks queued/running rows that no live job backs (a restart cut them) as failed. */
async function sweep(db: Kysely<Database>, rows: Selectable<DocumentStoreJobTable>[]) {
  for (const row of rows) {
    if (
      (row.status === 'queued' || row.status === 'running') &&
      !live.has(row.id) &&
      !(await heldElsewhere(row.id))
    ) {
      const finished = new Date();
      await db
        .updateTable('document_store_job')
        .set({ status: 'failed', message: INTERRUPTED, finished_date: finished, updated_date: finished })
        .where('id', '=', row.id)
        .where('status', 'in', ['queued', 'running'])
        .execute();
      Object.assign(row, { status: 'failed', message: INTERRUPTED, finished_date: finished });
    }
  }
  return rows;
}

/** The job, 404 when missing or in another workspace. */
export async function readJob(db: Kysely<Database>, workspaceId: string, jobId: string): Promise<StoreJob> {
  const row = await db
    .selectFrom('document_store_job')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', jobId)
    .executeTakeFirst();
  if (!row) throw httpError(404, `Job ${jobId} not found`);
  return toJob((await sweep(db, [row]))[0] as Selectable<DocumentStoreJobTable>);
}

/** The store's jobs, newest first (at most `limit`). */
export async function listJobs(
  db: Kysely<Database>,
  workspaceId: string,
  storeId: string,
  limit = 20,
): Promise<StoreJob[]> {
  const rows = await db
    .selectFrom('document_store_job')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('store_id', '=', storeId)
    .orderBy('created_date', 'desc')
    .limit(limit)
    .execute();
  return (await sweep(db, rows)).map(toJob);
}

/** Queued or running jobs of the store (all of them, or those touching this loader). */
export async function activeJobs(
  db: Kysely<Database>,
  storeId: string,
  loaderId?: string | null,
): Promise<StoreJob[]> {
  let query = db
    .selectFrom('document_store_job')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('status', 'in', ['queued', 'running']);
  if (loaderId)
    query = query.where((eb) => eb.or([eb('loader_id', '=', loaderId), eb('loader_id', 'is', null)]));
  const rows = await sweep(db, await query.execute());
  return rows.filter((r) => r.status === 'queued' || r.status === 'running').map(toJob);
}

/**
 * Starts a job in the background and answers its record at once (status queued or running).
 * Refused with 409 while another job of the same loader, or any job of the store for a
 * whole-store job, is queued or running.
 */
export async function startJob(db: Kysely<Database>, spec: JobSpec): Promise<StoreJob> {
  const busy = await activeJobs(db, spec.storeId, spec.loaderId ?? undefined);
  if (busy.length > 0) {
    const what = busy[0]?.loaderId ? 'this loader' : 'this document store';
    throw httpError(409, `A ${busy[0]?.kind} job is already running for ${what}; wait for it or cancel it`);
  }
  const id = randomUUID();
  const row = await db
    .insertInto('document_store_job')
    .values({
      id,
      workspace_id: spec.workspaceId,
      store_id: spec.storeId,
      loader_id: spec.loaderId ?? null,
      kind: spec.kind,
      status: 'queued',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const entry: Live = {
    controller: new AbortController(),
    done: 0,
    total: 0,
    finished: Promise.resolve({ status: 'queued' }),
  };
  live.set(id, entry);
  const release = shared ? await holdMember(shared, HELD, id) : undefined;
  const onWorker = queue?.mode === 'queue' && spec.remote ? queue : undefined;
  if (onWorker) entry.remote = true;
  const run = onWorker
    ? onWorker
        .run<JobOutcome>('document-store', { ...spec.remote, jobId: id }, { signal: entry.controller.signal })
        .catch((): JobOutcome => ({ status: 'failed', statusCode: 502 }))
    : execute(db, spec, id, entry);
  entry.finished = run.finally(() => {
    live.delete(id);
    void release?.();
  });
  return toJob(row);
}

/** Runs a job whose row another instance made (on a queue-mode worker); `signal` is its cancel. */
export function executeStoreJob(
  db: Kysely<Database>,
  spec: JobSpec,
  id: string,
  signal: AbortSignal,
): Promise<JobOutcome> {
  const controller = new AbortController();
  if (signal.aborted) controller.abort();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  return execute(db, spec, id, {
    controller,
    done: 0,
    total: 0,
    finished: Promise.resolve({ status: 'queued' }),
  });
}

async function execute(db: Kysely<Database>, spec: JobSpec, id: string, entry: Live): Promise<JobOutcome> {
  const release = await slot();
  let status: JobStatus = 'failed';
  let message: string | null = null;
  let statusCode: number | undefined;
  let lastWrite = 0;
  const write = (values: Updateable<DocumentStoreJobTable>) =>
    db
      .updateTable('document_store_job')
      .set({ ...values, updated_date: new Date() })
      .where('id', '=', id)
      .execute()
      .catch(() => {});
  try {
    if (entry.controller.signal.aborted) throw new Cancelled();
    await write({ status: 'running', started_date: new Date() });
    const ctx: JobContext = {
      jobId: id,
      signal: entry.controller.signal,
      progress(done, total) {
        entry.done = done;
        if (total !== undefined) entry.total = total;
        const now = Date.now();
        if (now - lastWrite >= 250) {
          lastWrite = now;
          void write({ done: entry.done, total: entry.total });
        }
      },
      throwIfCancelled() {
        if (entry.controller.signal.aborted) throw new Cancelled();
      },
    };
    const result = await spec.run(ctx);
    status = 'succeeded';
    await write({
      status,
      done: entry.done,
      total: entry.total,
      result: JSON.stringify(result ?? null),
      finished_date: new Date(),
    });
  } catch (error) {
    status = error instanceof Cancelled || entry.controller.signal.aborted ? 'cancelled' : 'failed';
    message = status === 'cancelled' ? 'Cancelled' : error instanceof Error ? error.message : String(error);
    statusCode = status === 'cancelled' ? 409 : error instanceof HttpError ? error.statusCode : 502;
    await write({ status, done: entry.done, total: entry.total, message, finished_date: new Date() });
  } finally {
    release();
  }
  await spec.settled?.(status, db, message).catch(() => {});
  return { status, statusCode };
}

/** Asks a queued or running job to stop; answers the job as it is now. 409 when it already ended. */
export async function cancelJob(db: Kysely<Database>, workspaceId: string, jobId: string): Promise<StoreJob> {
  const job = await readJob(db, workspaceId, jobId);
  const entry = live.get(jobId);
  const active = job.status === 'queued' || job.status === 'running';
  if (active && !entry && (await heldElsewhere(jobId))) {
    await shared?.publish(CANCEL, { id: jobId });
    return job;
  }
  if (!entry || !active) throw httpError(409, `Job ${jobId} has already ended (${job.status})`);
  entry.controller.abort();
  return job;
}

/** Resolves when the job (started in this process) has ended; at once (undefined) when it is not live. */
export function jobFinished(jobId: string): Promise<JobOutcome | undefined> {
  return live.get(jobId)?.finished ?? Promise.resolve(undefined);
}
