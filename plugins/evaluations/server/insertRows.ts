import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import type { RowInput } from './routeSchemas.ts';

/** Rows one request may add (a CSV upload sends them in batches of this size). */
export const MAX_ROWS_PER_REQUEST = 5000;

/**
 * Appends rows after the dataset's last one, in one statement per 500 rows; call inside the
 * transaction that also checked the dataset, so a failure adds none of them.
 */
export async function insertRows(
  db: Kysely<Database>,
  datasetId: string,
  rows: readonly RowInput[],
): Promise<number> {
  rows.forEach((r, i) => {
    if (typeof r.input !== 'string' || !r.input.trim())
      throw httpError(400, `body/rows/${i}/input: a row needs an input`);
  });
  const last = await db
    .selectFrom('dataset_row')
    .select((eb) => eb.fn.max('sequence_no').as('max'))
    .where('dataset_id', '=', datasetId)
    .executeTakeFirst();
  let next = Number(last?.max ?? 0) + 1;
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('dataset_row')
      .values(
        rows.slice(i, i + 500).map((r) => ({
          id: randomUUID(),
          dataset_id: datasetId,
          input: r.input ?? '',
          expected_output: r.expectedOutput ?? r.output ?? '',
          metadata: JSON.stringify(r.metadata ?? {}),
          sequence_no: next++,
        })),
      )
      .execute();
  }
  return rows.length;
}
