import type { ImportResult } from '../../export-import/public.ts';

function addCounts(into: Record<string, number>, from: Record<string, number> | undefined): void {
  for (const [key, n] of Object.entries(from ?? {})) into[key] = (into[key] ?? 0) + n;
}

/** One report for imports into several workspaces: counts and reasons added up, notes joined. */
export function mergeImportResults(results: readonly ImportResult[]): ImportResult {
  const out: ImportResult = { imported: {}, skipped: {}, reasons: {}, notes: {} };
  for (const r of results) {
    addCounts(out.imported as Record<string, number>, r.imported as Record<string, number>);
    addCounts(out.skipped as Record<string, number>, r.skipped as Record<string, number>);
    for (const [set, reasons] of Object.entries(r.reasons)) {
      const into = (out.reasons as Record<string, Record<string, number>>)[set] ?? {};
      addCounts(into, reasons);
      (out.reasons as Record<string, Record<string, number>>)[set] = into;
    }
    for (const [set, notes] of Object.entries(r.notes)) {
      const into = (out.notes as Record<string, string[]>)[set] ?? [];
      into.push(...(notes ?? []));
      (out.notes as Record<string, string[]>)[set] = into;
    }
  }
  return out;
}
