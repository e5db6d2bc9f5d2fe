import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { ExecutedNode } from '../../../host/server/engine/engineTypes.ts';
import type { FlowRunResult } from '../../../host/server/engine/flowRunner.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import { claimExecution, createExecution, finishExecution, findPaused } from '../../executions/public.ts';

/**
 * The execution record of a flow kind whose runner `records` (multi-agent flows): opened with the
 * question, closed with the answer. A resumed run continues the session's paused record, its
 * earlier steps kept before the new ones.
 */
export interface KindRecord {
  executionId: string;
  /** The steps of the paused run this one resumes. */
  before: ExecutedNode[];
}

const parseSteps = (text: string | null): ExecutedNode[] => {
  try {
    const steps = JSON.parse(text ?? '[]');
    return Array.isArray(steps) ? steps : [];
  } catch {
    return [];
  }
};

/** Opens the record in `trx` (the transaction that also stores the question). */
export async function openKindRecord(
  trx: Kysely<Database>,
  owner: string,
  v: { workspaceId: string; flowId: string; sessionId: string; resume: boolean },
): Promise<KindRecord> {
  if (v.resume) {
    // Nothing is stored for a resume with nothing to resume (the transaction rolls back).
    const paused = await findPaused(trx, v.workspaceId, v.flowId, v.sessionId);
    if (!paused) throw httpError(404, `No paused run to resume for session '${v.sessionId}'`);
    if (!(await claimExecution(trx, paused.id, owner)))
      throw httpError(409, 'This execution is already being resumed');
    return { executionId: paused.id, before: parseSteps(paused.execution_data) };
  }
  const executionId = await createExecution(
    trx,
    { workspaceId: v.workspaceId, agentflowId: v.flowId, sessionId: v.sessionId },
    owner,
  );
  return { executionId, before: [] };
}

/** Closes the record with the run's outcome (secrets already cut from `error`). */
export function closeKindRecord(
  db: Kysely<Database>,
  record: KindRecord,
  result: FlowRunResult,
  error: string | undefined,
): Promise<void> {
  return finishExecution(db, record.executionId, {
    status: result.status,
    executedData: [...record.before, ...(result.executedData ?? [])],
    ...(result.action ? { action: result.action } : {}),
    ...(error ? { error } : {}),
  });
}
