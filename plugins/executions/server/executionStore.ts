import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { insertRow, updateWhere } from '../../../host/server/db/shapedStatements.ts';
import type { ExecutionState } from '../../../host/server/engine/engineTypes.ts';
import type { RunResult } from '../../../host/server/engine/runFlow.ts';
import type { RunSnapshot } from '../../../host/server/engine/runSnapshot.ts';
import type { SharedState } from '../../../host/server/queue/SharedState.ts';
import type { ExecutionTable } from './ExecutionTable.ts';
import './ExecutionTable.ts';

type Db = Kysely<Database>;
type Row = Selectable<ExecutionTable>;

export const INTERRUPTED_MESSAGE =
  'Interrupted: the server stopped while this run was in progress. Resume it with humanInput { "type": "proceed" }.';

const owners = new WeakMap<object, string>();
const swept = new WeakMap<object, Promise<void>>();

/** This server instance's token (one per open database handle): it marks the runs it is executing. */
export function ownerToken(db: Db): string {
  let token = owners.get(db);
  if (!token) {
    token = crypto.randomUUID();
    owners.set(db, token);
  }
  return token;
}

/** What the sweep needs of the server's shared state: which instances live, and a lock. */
export type SweepState = Pick<SharedState, 'alive' | 'keepAlive' | 'withLock'>;

/**
 * Once per server instance, before executions are read or run: runs left INPROGRESS by an instance
 * that no longer runs (its owner token is not kept alive in the shared state: in queue mode every
 * instance and worker announces its own in Redis) become TERMINATED with a reason; their run state
 * stays, so they can resume. One instance sweeps at a time (a lock); the others' runs are left alone.
 */
export function sweepInterrupted(db: Db, shared: SweepState): Promise<void> {
  let done = swept.get(db);
  if (!done) {
    const me = ownerToken(db);
    shared.keepAlive(me);
    done = shared
      .withLock('sweep-interrupted', 60_000, async () => {
        const rows = await db
          .selectFrom('execution')
          .select('owner')
          .distinct()
          .where('state', '=', 'INPROGRESS')
          .where('owner', 'is not', null)
          .execute();
        const owners = rows.map((r) => r.owner).filter((o): o is string => Boolean(o));
        const living = [...(await shared.alive(owners)), me];
        await db
          .updateTable('execution')
          .set({
            state: 'TERMINATED',
            error: INTERRUPTED_MESSAGE,
            owner: null,
            stopped_date: new Date(),
            updated_date: new Date(),
          })
          .where('state', '=', 'INPROGRESS')
          .where((eb) => eb.or([eb('owner', 'is', null), eb('owner', 'not in', living)]))
          .execute();
      })
      .then(() => {});
    swept.set(db, done);
    done.catch(() => swept.delete(db));
  }
  return done;
}

/**
 * A run whose process died: TERMINATED with the interrupted reason (resumable) when it is still
 * INPROGRESS under `owner`; false when it had already ended or been taken.
 */
export async function markInterrupted(db: Db, id: string, owner: string | null): Promise<boolean> {
  const r = await db
    .updateTable('execution')
    .set({
      state: 'TERMINATED',
      error: INTERRUPTED_MESSAGE,
      owner: null,
      stopped_date: new Date(),
      updated_date: new Date(),
    })
    .where('id', '=', id)
    .where('state', '=', 'INPROGRESS')
    .where((eb) => (owner ? eb('owner', '=', owner) : eb('owner', 'is', null)))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * `owner` defaults to this instance's token; give it when `db` is a transaction (another handle).
 * `v.id`: an id chosen beforehand (a run that starts while its record is being written).
 * `v.checkpoint`: a snapshot the run made before its record was written, stored with it (one
 * statement, not an insert and then saveCheckpoint's update of the same row).
 */
export async function createExecution(
  db: Db,
  v: { workspaceId: string; agentflowId: string; sessionId: string; id?: string; checkpoint?: RunSnapshot },
  owner: string = ownerToken(db),
): Promise<string> {
  const id = v.id ?? crypto.randomUUID();
  await insertRow(db, 'execution', {
    id,
    workspace_id: v.workspaceId,
    agentflow_id: v.agentflowId,
    session_id: v.sessionId,
    state: 'INPROGRESS',
    owner,
    ...(v.checkpoint ? checkpointColumns(v.checkpoint) : { execution_data: '[]' }),
  });
  return id;
}

/** What a checkpoint writes: the resumable snapshot and the executed nodes as the detail shows them. */
function checkpointColumns(snapshot: RunSnapshot) {
  return {
    run_state: JSON.stringify(snapshot),
    execution_data: JSON.stringify(snapshot.executedData),
    updated_date: new Date(),
  };
}

/** Stores the resumable snapshot after a node. */
export async function saveCheckpoint(db: Db, id: string, snapshot: RunSnapshot): Promise<void> {
  await updateWhere(db, 'execution', checkpointColumns(snapshot), { id, state: 'INPROGRESS' });
}

/** A run's final record; without a snapshot (a flow kind's runner) it keeps no resumable state. */
export type FinishedRun = Pick<RunResult, 'status' | 'executedData' | 'action' | 'error'> & {
  snapshot?: RunResult['snapshot'];
};

export async function finishExecution(db: Db, id: string, result: FinishedRun): Promise<void> {
  await updateWhere(
    db,
    'execution',
    {
      state: result.status,
      execution_data: JSON.stringify(result.executedData),
      run_state: result.snapshot ? JSON.stringify(result.snapshot) : null,
      action: result.action ? JSON.stringify(result.action) : null,
      error: result.error ?? null,
      owner: null,
      updated_date: new Date(),
      stopped_date: new Date(),
    },
    { id },
  );
}

/** Ends a run that never reached the engine (a failure while preparing it). */
export async function failExecution(db: Db, id: string, state: ExecutionState, error: string): Promise<void> {
  await db
    .updateTable('execution')
    .set({ state, error, owner: null, updated_date: new Date(), stopped_date: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The session's latest run of a flow when it can be resumed (paused, or interrupted by a restart). */
export async function findResumable(
  db: Db,
  workspaceId: string,
  agentflowId: string,
  sessionId: string,
): Promise<Row | undefined> {
  const row = await db
    .selectFrom('execution')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('agentflow_id', '=', agentflowId)
    .where('session_id', '=', sessionId)
    .orderBy('created_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && (row.state === 'STOPPED' || row.state === 'TERMINATED') && row.run_state ? row : undefined;
}

/**
 * The session's latest run of a flow when it paused for a person (STOPPED with an action; a stopped
 * run has none), whatever keeps its state: a flow kind's runner holds its own, so the record has
 * no run_state.
 */
export async function findPaused(
  db: Db,
  workspaceId: string,
  agentflowId: string,
  sessionId: string,
): Promise<Pick<Row, 'id' | 'execution_data' | 'action'> | undefined> {
  const row = await db
    .selectFrom('execution')
    .select(['id', 'state', 'execution_data', 'action'])
    .where('workspace_id', '=', workspaceId)
    .where('agentflow_id', '=', agentflowId)
    .where('session_id', '=', sessionId)
    .orderBy('created_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.state === 'STOPPED' && row.action ? row : undefined;
}

/** Takes a resumable run for this instance; false when someone else took it first. */
export async function claimExecution(db: Db, id: string, owner: string = ownerToken(db)): Promise<boolean> {
  const r = await db
    .updateTable('execution')
    .set({
      state: 'INPROGRESS',
      owner,
      action: null,
      error: null,
      stopped_date: null,
      updated_date: new Date(),
    })
    .where('id', '=', id)
    .where('state', 'in', ['STOPPED', 'TERMINATED'])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The flow state the session's previous run ended with (Start's "persist state"). */
export async function lastSessionState(
  db: Db,
  workspaceId: string,
  agentflowId: string,
  sessionId: string,
): Promise<Record<string, unknown> | undefined> {
  const row = await db
    .selectFrom('execution')
    .select('run_state')
    .where('workspace_id', '=', workspaceId)
    .where('agentflow_id', '=', agentflowId)
    .where('session_id', '=', sessionId)
    .where('state', '=', 'FINISHED')
    .orderBy('created_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row?.run_state) return undefined;
  try {
    const state = (JSON.parse(row.run_state) as RunSnapshot).state;
    return state && Object.keys(state).length ? state : undefined;
  } catch {
    return undefined;
  }
}

export { sql };
