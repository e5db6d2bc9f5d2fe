import { MASKED } from './mcpServerTypes.ts';

/** One row of the header editor. */
export interface HeaderRow {
  name: string;
  value: string;
}

/** A saved server's header names as editor rows, each value MASKED (sent back, it keeps the stored one). */
export const headerRowsOf = (headers: Record<string, string> | undefined): HeaderRow[] =>
  Object.keys(headers ?? {}).map((name) => ({ name, value: MASKED }));

/** The rows as the API takes them: blank rows left out, names trimmed. */
export function headersOf(rows: readonly HeaderRow[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const row of rows) {
    const name = row.name.trim();
    if (name || row.value.trim()) out[name] = row.value;
  }
  return out;
}
