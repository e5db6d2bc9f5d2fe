import { getPath } from '../../../node-registry/rules/getPath.ts';

/** An "Update Flow State" row as nodes save them. */
export interface StateRow {
  key?: unknown;
  value?: unknown;
}

function outputValue(output: string, path: string): string {
  if (!path) return output;
  let parsed: unknown;
  try {
    parsed = JSON.parse(output);
  } catch {
    return '';
  }
  const value = /(^|\.)(__proto__|constructor|prototype)(\.|$)/.test(path)
    ? undefined
    : getPath(parsed, path);
  if (value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The state keys a node's rows set, with `{{ output }}` replaced by the node's output text and
 * `{{ output.a.b }}` by that path of the output parsed as JSON (empty when absent). Rows without a
 * key are ignored. `output` is the node's text, or its structured output as JSON.
 */
export function stateUpdatesFrom(rows: unknown, output: string): Record<string, unknown> {
  if (!Array.isArray(rows)) return {};
  const updates: Record<string, unknown> = {};
  for (const row of rows as StateRow[]) {
    if (!row || typeof row.key !== 'string' || !row.key) continue;
    const value = typeof row.value === 'string' ? row.value : String(row.value ?? '');
    updates[row.key] = value.replace(/\{\{\s*output(?:\.([\w.[\]-]+))?\s*\}\}/g, (_, path?: string) =>
      outputValue(output, path ?? ''),
    );
  }
  return updates;
}
