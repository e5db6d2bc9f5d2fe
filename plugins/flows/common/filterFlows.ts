import type { FlowSummary } from './flowTypes.ts';

export type FlowSort = 'updated-desc' | 'updated-asc' | 'name-asc' | 'name-desc';

export const FLOW_SORTS: readonly { value: FlowSort; label: string }[] = [
  { value: 'updated-desc', label: 'Last updated' },
  { value: 'updated-asc', label: 'Oldest update' },
  { value: 'name-asc', label: 'Name A–Z' },
  { value: 'name-desc', label: 'Name Z–A' },
];

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * The flows whose name (or category) contains every word of `search`, case-insensitively,
 * in the chosen order. Ties keep a stable order by id so the list does not jump.
 */
export function filterFlows<T extends FlowSummary>(flows: readonly T[], search: string, sort: FlowSort): T[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = words.length
    ? flows.filter((f) => {
        const text = `${f.name} ${f.category ?? ''}`.toLowerCase();
        return words.every((w) => text.includes(w));
      })
    : [...flows];
  const byDate = (a: T, b: T) => Date.parse(a.updatedDate) - Date.parse(b.updatedDate);
  const byName = (a: T, b: T) => collator.compare(a.name, b.name);
  const compare = {
    'updated-desc': (a: T, b: T) => byDate(b, a),
    'updated-asc': byDate,
    'name-asc': byName,
    'name-desc': (a: T, b: T) => byName(b, a),
  }[sort];
  return matches.sort((a, b) => compare(a, b) || a.id.localeCompare(b.id));
}
