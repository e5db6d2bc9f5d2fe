import type { ImportResult } from '../../export-import/public.ts';

/** What one kind of row outside the export sets did: imported, and skipped by reason. */
export interface RowsImport {
  imported: number;
  skipped: Record<string, number>;
}

/** The answer of a peer database import: the export sets' report plus what export files lack. */
export interface FlowiseImportResult {
  sets: ImportResult;
  credentials: RowsImport;
  apiKeys: RowsImport;
  /** Users and workspaces of the peer's enterprise edition: found, not imported (see note). */
  users: { found: number; note?: string };
  workspaces: { found: number; note?: string };
  /** Document store loaders' files from its storage folder, when one was given: attached, and those not there. */
  storageFiles?: { attached: number; missing: string[] };
  /** The report as lines of text, per set (the CLI prints them, the dialog lists them). */
  lines: string[];
}

/** One step of the import, as the CLI prints it and the dialog shows it. */
export type ImportProgress = (message: string) => void;
