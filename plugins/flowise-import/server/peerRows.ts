import type { PeerRow } from './PeerSource.ts';

/** Columns the peer keeps as booleans (SQLite answers 0/1). */
const BOOLEAN_COLUMNS = new Set(['isPublic', 'deployed', 'webhookSecretConfigured']);
/** SQLite's datetime('now') text: UTC without a zone. */
const SQLITE_DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?$/;

/**
 * A row as the peer's export file writes it: dates as ISO text, booleans as booleans, JSON columns
 * PostgreSQL answers parsed (jsonb) back as text where the export has text, nulls left out.
 */
export function exportRow(row: PeerRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (value === null || value === undefined) continue;
    if (value instanceof Date) out[column] = value.toISOString();
    else if (BOOLEAN_COLUMNS.has(column)) out[column] = value === true || value === 1 || value === '1';
    else if (typeof value === 'string' && SQLITE_DATETIME.test(value) && column.endsWith('Date'))
      out[column] = `${value.replace(' ', 'T')}Z`;
    else if (typeof value === 'bigint') out[column] = Number(value);
    else out[column] = value;
  }
  return out;
}

/** A column that holds JSON text in SQLite and may come parsed from PostgreSQL (jsonb, arrays). */
export function jsonValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
