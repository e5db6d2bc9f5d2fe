import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import type { Dataset, DatasetRow } from '../common/evaluationTypes.ts';
import type { DatasetRowTable, DatasetTable } from './tables.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

export const toDataset = (r: Selectable<DatasetTable>, rowCount: number): Dataset => ({
  id: r.id,
  name: r.name,
  description: r.description,
  rowCount,
  createdDate: iso(r.created_date),
  updatedDate: iso(r.updated_date),
});

function metadataOf(text: string): Record<string, string> {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export const toDatasetRow = (r: Selectable<DatasetRowTable>): DatasetRow => ({
  id: r.id,
  datasetId: r.dataset_id,
  input: r.input,
  expectedOutput: r.expected_output,
  metadata: metadataOf(r.metadata),
  sequenceNo: r.sequence_no,
  updatedDate: iso(r.updated_date),
});

/** The workspace's dataset, or 404. */
export async function findDataset(db: Kysely<Database>, workspaceId: string, id: string) {
  const row = await db
    .selectFrom('dataset')
    .selectAll()
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (!row) throw httpError(404, `Dataset ${id} not found`);
  return row;
}

export async function countRows(db: Kysely<Database>, datasetId: string): Promise<number> {
  const r = await db
    .selectFrom('dataset_row')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('dataset_id', '=', datasetId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** A row of one of the workspace's datasets, or 404 (rows have no workspace: their dataset does). */
export async function findDatasetRow(db: Kysely<Database>, workspaceId: string, id: string) {
  const row = await db
    .selectFrom('dataset_row')
    .innerJoin('dataset', 'dataset.id', 'dataset_row.dataset_id')
    .selectAll('dataset_row')
    .where('dataset_row.id', '=', id)
    .where('dataset.workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (!row) throw httpError(404, `Dataset row ${id} not found`);
  return row;
}

/** A dataset changed: its rows or details (is-outdated compares this with a run's date). */
export const touchDataset = (db: Kysely<Database>, id: string) =>
  db.updateTable('dataset').set({ updated_date: new Date() }).where('id', '=', id).execute();
