import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import {
  type EvaluatedFlow,
  EVALUATED_FLOW_TYPES,
  type EvaluatorSnapshot,
} from '../common/evaluationTypes.ts';
import { findDataset } from './datasetStore.ts';
import { toEvaluator } from './evaluatorRoutes.ts';

/** Rows times flows one run may have. */
export const MAX_RESULTS = 50_000;

export interface RunSpec {
  workspaceId: string;
  name: string;
  datasetId: string;
  flowIds: string[];
  evaluatorIds: string[];
  concurrency: number;
  /** A run again: its group and the evaluators to keep when they have since been deleted. */
  again?: { groupId: string; snapshots: EvaluatorSnapshot[] };
}

/**
 * Makes a run and its pending results (a copy of the dataset's rows for each flow) in one
 * transaction; the runner then works through them. Checks every reference first, naming the field.
 */
export async function createRun(db: Kysely<Database>, spec: RunSpec): Promise<string> {
  const { workspaceId } = spec;
  const dataset = await findDataset(db, workspaceId, spec.datasetId).catch(() => {
    throw httpError(
      400,
      spec.again
        ? 'datasetId: the dataset of this evaluation was deleted'
        : `body/datasetId: no dataset ${spec.datasetId}`,
    );
  });
  const flowRows = spec.flowIds.length
    ? await db
        .selectFrom('chat_flow')
        .select(['id', 'name', 'type'])
        .where('workspace_id', '=', workspaceId)
        .where('id', 'in', spec.flowIds)
        .execute()
    : [];
  const flows: EvaluatedFlow[] = [];
  for (const id of spec.flowIds) {
    const f = flowRows.find((x) => x.id === id);
    if (!f) throw httpError(400, `body/flowIds: no flow ${id} in this workspace`);
    if (!EVALUATED_FLOW_TYPES.includes(f.type))
      throw httpError(400, `body/flowIds: ${f.name} is a ${f.type}, which does not answer questions`);
    flows.push({ id: f.id, name: f.name, type: f.type });
  }
  const evaluatorRows = spec.evaluatorIds.length
    ? await db
        .selectFrom('evaluator')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('id', 'in', spec.evaluatorIds)
        .execute()
    : [];
  const evaluators: EvaluatorSnapshot[] = [];
  for (const id of spec.evaluatorIds) {
    const row = evaluatorRows.find((x) => x.id === id);
    const kept = spec.again?.snapshots.find((s) => s.id === id);
    if (!row && !kept) throw httpError(400, `body/evaluatorIds: no evaluator ${id} in this workspace`);
    const { id: eid, name, type, config } = row ? toEvaluator(row) : (kept as EvaluatorSnapshot);
    evaluators.push({ id: eid, name, type, config });
  }
  const rows = await db
    .selectFrom('dataset_row')
    .select(['id', 'input', 'expected_output', 'sequence_no'])
    .where('dataset_id', '=', dataset.id)
    .orderBy('sequence_no')
    .execute();
  if (!rows.length) throw httpError(400, 'body/datasetId: the dataset has no rows');
  if (rows.length * flows.length > MAX_RESULTS)
    throw httpError(
      400,
      `body/flowIds: ${rows.length} rows x ${flows.length} flows is more than ${MAX_RESULTS} runs`,
    );

  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    let version = 1;
    if (spec.again) {
      const last = await trx
        .selectFrom('evaluation')
        .select((eb) => eb.fn.max('version').as('v'))
        .where('group_id', '=', spec.again.groupId)
        .executeTakeFirst();
      version = Number(last?.v ?? 0) + 1;
    }
    await trx
      .insertInto('evaluation')
      .values({
        id,
        workspace_id: workspaceId,
        group_id: spec.again?.groupId ?? id,
        version,
        name: spec.name,
        dataset_id: dataset.id,
        dataset_name: dataset.name,
        flows: JSON.stringify(flows),
        evaluators: JSON.stringify(evaluators),
        concurrency: spec.concurrency,
        status: 'pending',
      })
      .execute();
    const results = rows.flatMap((r) =>
      flows.map((f) => ({
        id: randomUUID(),
        evaluation_id: id,
        row_id: r.id,
        flow_id: f.id,
        sequence_no: r.sequence_no,
        input: r.input,
        expected_output: r.expected_output,
        status: 'pending',
      })),
    );
    for (let i = 0; i < results.length; i += 500)
      await trx
        .insertInto('evaluation_result')
        .values(results.slice(i, i + 500))
        .execute();
  });
  return id;
}
