import { EXPORT_SETS, SET_LABELS } from '../../export-import/public.ts';
import type { FlowiseImportResult, PeopleRows, RowsImport } from '../common/flowiseImportTypes.ts';

function reasons(skipped: Record<string, number> | undefined): string {
  const parts = Object.entries(skipped ?? {}).map(([why, n]) => `${n} ${why}`);
  return parts.length ? ` (skipped: ${parts.join('; ')})` : '';
}

function rowsLine(label: string, rows: RowsImport): string {
  return `${label}: ${rows.imported} imported${reasons(rows.skipped)}`;
}

function peopleLine(label: string, rows: PeopleRows): string | null {
  if (!rows.found) return null;
  if (rows.imported === undefined) return `${label}: ${rows.found} found, ${rows.note}`;
  return rowsLine(label, { imported: rows.imported, skipped: rows.skipped ?? {} });
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
  const { mcpServers } = result;
  if (mcpServers.imported || Object.keys(mcpServers.skipped).length)
    lines.push(rowsLine('MCP servers', mcpServers));
  if (result.storageFiles) {
    lines.push(`Document store files: ${result.storageFiles.attached} found in the storage folder`);
    for (const m of result.storageFiles.missing)
      lines.push(`Document store file not found, its loader keeps only its chunks: ${m}`);
  }
  for (const line of [peopleLine('Users', result.users), peopleLine('Workspaces', result.workspaces)])
    if (line) lines.push(line);
  if (result.roles) lines.push(rowsLine('Roles', result.roles));
  if (result.roles?.droppedPermissions.length)
    lines.push(
      `Permissions dropped from roles (not in this product, or not yours): ${result.roles.droppedPermissions.join(', ')}`,
    );
  if (result.memberships) lines.push(rowsLine('Workspace memberships', result.memberships));
  for (const line of [
    peopleLine('Items shared between workspaces', result.sharedItems),
    peopleLine('SSO providers', result.ssoProviders),
  ])
    if (line) lines.push(line);
  return lines;
}
