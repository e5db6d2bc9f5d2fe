import type { FlowRunRequest } from '../../../host/server/engine/flowRunner.ts';
import type { SeqState } from '../common/seqState.ts';
import './PausedRunTable.ts';

/** Where a paused sequential run stands: its state, the node waiting for approval, steps taken. */
export interface PausedRun {
  state: SeqState;
  /** The node that asked for approval (it runs, or records the refusal, on resume). */
  nodeId: string;
  steps: number;
  /** Where this run's own messages start in state.messages (the answer is searched after it). */
  before: number;
}

const key = (req: FlowRunRequest) => ({
  workspace_id: req.workspaceId,
  flow_id: req.flowId,
  session_id: req.input.sessionId ?? req.input.chatId ?? '',
});

/** Keeps the session's paused run (replacing an older one of the same session). */
export async function savePaused(req: FlowRunRequest, paused: PausedRun): Promise<void> {
  const k = key(req);
  await req.db
    .insertInto('multiagent_paused_run')
    .values({ ...k, snapshot: JSON.stringify(paused) })
    .onConflict((oc) =>
      oc.columns(['workspace_id', 'flow_id', 'session_id']).doUpdateSet({ snapshot: JSON.stringify(paused) }),
    )
    .execute();
}

/** Takes (reads and removes) the session's paused run, so it resumes once; undefined when none. */
export async function takePaused(req: FlowRunRequest): Promise<PausedRun | undefined> {
  const k = key(req);
  const row = await req.db
    .deleteFrom('multiagent_paused_run')
    .where('workspace_id', '=', k.workspace_id)
    .where('flow_id', '=', k.flow_id)
    .where('session_id', '=', k.session_id)
    .returning('snapshot')
    .executeTakeFirst();
  return row ? (JSON.parse(row.snapshot) as PausedRun) : undefined;
}
