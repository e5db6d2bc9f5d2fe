import type { DatabaseConnection, Kysely } from 'kysely';

/** A connection that can hold a transaction's writes back until a statement needs an answer. */
export interface PipelinedConnection {
  pipelineWrites(): void;
}

function isPipelined(conn: DatabaseConnection): conn is DatabaseConnection & PipelinedConnection {
  return typeof (conn as Partial<PipelinedConnection>).pipelineWrites === 'function';
}

/**
 * From here to its end, the transaction's inserts, updates and deletes without RETURNING are sent
 * with its next read or its commit, in one round trip to the embedded database's thread (issue 16:
 * a prediction's opening and closing commits were three round trips each). Call it first thing in
 * the transaction, and only where no write's affected-row count is read and no write's error is
 * caught: a queued write resolves at once with no count, and its error is the commit's (the
 * transaction then rolls back as a whole). On PostgreSQL, and outside a transaction, it does nothing.
 */
export async function pipelineWrites(
  trx: Pick<Kysely<unknown>, 'isTransaction' | 'getExecutor'>,
): Promise<void> {
  if (!trx.isTransaction) return;
  await trx.getExecutor().provideConnection(async (conn) => {
    if (isPipelined(conn)) conn.pipelineWrites();
  });
}

/** The observed wrapper's pass-through (observeDialect): `inner` pipelines when it can. */
export function pipelinedPassThrough(inner: DatabaseConnection): Partial<PipelinedConnection> {
  return isPipelined(inner) ? { pipelineWrites: () => inner.pipelineWrites() } : {};
}
