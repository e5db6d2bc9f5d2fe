import type { Kysely } from 'kysely';
import type { Database } from '../../../host/server/db/Database.ts';
import type { ExportData, ExportSet, ImportResult, OnExisting } from '../common/exportTypes.ts';
import { adaptPeerStores } from './adaptPeerStores.ts';
import { checkImportFile } from './checkImportFile.ts';
import { importData } from './importData.ts';
import { ImportReport } from './importReport.ts';
import { planIds } from './planIds.ts';
import { restoreExecutionFlows } from './restoreExecutionFlows.ts';

export interface ImportOptions {
  /** What to do with rows whose id is already taken here (see planIds). Default 'newIds'. */
  onExisting?: OnExisting;
  /** Told after each row of a set is imported or skipped: how many of the file's `total` so far. */
  onProgress?: (set: ExportSet, done: number, total: number) => void;
}

/**
 * Imports an export file (this product's, or the peer's exactly as its 3.1 writes it, all 15 sets)
 * into one workspace in one transaction (joins the caller's when `db` is one already). A bad row
 * throws a 400 naming it ('Tool/0: ...') and nothing is written. Answers a report per set: rows
 * imported, rows skipped and why, conversion notes. The file is not changed.
 * The entry other plugins use (e.g. a peer database import turns its tables into this shape).
 */
export async function importPeerExport(
  db: Kysely<Database>,
  workspaceId: string,
  file: Partial<ExportData>,
  options: ImportOptions = {},
): Promise<ImportResult> {
  checkImportFile(file);
  const run = async (trx: Kysely<Database>) => {
    const onProgress = options.onProgress;
    const report = new ImportReport(
      onProgress &&
        ((set, done) =>
          onProgress(set, done, Math.max(done, (file[set] as unknown[] | undefined)?.length ?? 0))),
    );
    const withFlows = await restoreExecutionFlows(trx, workspaceId, file, report);
    const planned = await planIds(trx, workspaceId, withFlows, options.onExisting ?? 'newIds', report);
    await importData(trx, workspaceId, adaptPeerStores(planned, report), report);
    return report.result;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
