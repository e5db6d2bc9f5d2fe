import { rowsOf } from '../../../../node-registry/rules/regenerateConditionOutputs.ts';
import type { InputParam } from '../../../../node-registry/types.ts';

export type Row = Record<string, unknown>;

/** The rows of an array input (a saved JSON string of rows too): the graph rules' reader. */
export { rowsOf };

/** A new row: each sub-field at its declared default, or empty ('' for text, [] for lists). */
export function newRow(subParams: readonly InputParam[]): Row {
  const row: Row = {};
  for (const p of subParams) {
    if (p.name in row) continue; // sub-fields sharing a name (one per type) keep the first default
    if (p.default !== undefined) row[p.name] = structuredClone(p.default);
    else if (p.type === 'array' || p.type === 'multiOptions' || p.type === 'asyncMultiOptions')
      row[p.name] = [];
    else if (p.type === 'boolean') row[p.name] = false;
    else row[p.name] = '';
  }
  return row;
}

export function addRow(rows: readonly Row[], subParams: readonly InputParam[]): Row[] {
  return [...rows, newRow(subParams)];
}

export function removeRow(rows: readonly Row[], index: number): Row[] {
  return rows.filter((_, i) => i !== index);
}

/** Moves a row up (-1) or down (+1); out-of-range moves leave the list as it is. */
export function moveRow(rows: readonly Row[], index: number, by: -1 | 1): Row[] {
  const to = index + by;
  if (index < 0 || index >= rows.length || to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(index, 1);
  next.splice(to, 0, moved as Row);
  return next;
}

export function setRowValue(rows: readonly Row[], index: number, name: string, value: unknown): Row[] {
  return rows.map((r, i) => (i === index ? { ...r, [name]: value } : r));
}

/** Whether another row may be added or this one removed, by the param's maxItems and minItems. */
export function canAddRow(param: InputParam, count: number): boolean {
  return param.maxItems === undefined || count < param.maxItems;
}
export function canRemoveRow(param: InputParam, count: number): boolean {
  return count > (param.minItems ?? 0);
}
