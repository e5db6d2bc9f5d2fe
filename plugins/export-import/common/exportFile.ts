import { EXPORT_FILE_NAME, EXPORT_SETS, type ExportData } from './exportTypes.ts';

/** Spec section 5: the file text, indented by 2 spaces; the download name travels apart from it. */
export function exportFileText(data: ExportData): { fileName: string; text: string } {
  const { FileDefaultName, ...sets } = data;
  try {
    return { fileName: FileDefaultName || EXPORT_FILE_NAME, text: JSON.stringify(sets, null, 2) };
  } catch (err) {
    // Spec section 8 names the failing export step.
    throw new Error(`exportImport.stringify - ${err instanceof Error ? err.message : String(err)}`);
  }
}

export const INVALID_IMPORT_FILE = 'Invalid Imported File';

/**
 * The parsed import file, or INVALID_IMPORT_FILE as the error when the text is not JSON or not an
 * object holding at least one export set as an array (field-level checks are the server's).
 */
export function parseImportFile(text: string): Partial<ExportData> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(INVALID_IMPORT_FILE);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(INVALID_IMPORT_FILE);
  const record = value as Record<string, unknown>;
  if (!EXPORT_SETS.some((s) => Array.isArray(record[s]))) throw new Error(INVALID_IMPORT_FILE);
  return record as Partial<ExportData>;
}
