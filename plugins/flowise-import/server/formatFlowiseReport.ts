import { EXPORT_SETS, SET_LABELS } from '../../export-import/public.ts';
import type { FlowiseImportResult, RowsImport } from '../common/flowiseImportTypes.ts';

function reasons(skipped: Record<string, number> | undefined): string {
  const parts = Object.entries(skipped ?? {}).map(([why, n]) => `${n} ${why}`);
  return parts.length ? ` (skipped: ${parts.join('; ')})` : '';
}

function rowsLine(label: string, rows: RowsImport): string {
  return `${label}: ${rows.imported} imported${reasons(rows.skipped)}`;
}

/** The import's report as lines of text (the CLI prints them; the dialog lists them). */
export function formatFlowiseReport(result: Omit<FlowiseImportResult, 'lines'>): string[] {
  const lines: string[] = [];
  for (const set of EXPORT_SETS) {
    const imported = result.sets.imported[set] ?? 0;
    const skipped = result.sets.skipped[set] ?? 0;
    if (!imported && !skipped) continue;
    lines.push(`${SET_LABELS[set]}: ${imported} imported${reasons(result.sets.reasons[set])}`);
  }
  lines.push(rowsLine('Credentials', result.credentials));
  lines.push(rowsLine('API keys', result.apiKeys));
  if (result.storageFiles) {
    lines.push(`Document store files: ${result.storageFiles.attached} found in the storage folder`);
    for (const m of result.storageFiles.missing)
      lines.push(`Document store file not found, its loader keeps only its chunks: ${m}`);
  }
  if (result.users.found) lines.push(`Users: ${result.users.found} found, ${result.users.note}`);
  if (result.workspaces.found)
    lines.push(`Workspaces: ${result.workspaces.found} found, ${result.workspaces.note}`);
  return lines;
}
