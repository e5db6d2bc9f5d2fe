export type FlowSort = 'updated-desc' | 'updated-asc' | 'name-asc' | 'name-desc';

/** The flows list's orders (the server sorts: `sort` on GET /chatflows). */
export const FLOW_SORTS: readonly { value: FlowSort; label: string }[] = [
  { value: 'updated-desc', label: 'Last updated' },
  { value: 'updated-asc', label: 'Oldest update' },
  { value: 'name-asc', label: 'Name A–Z' },
  { value: 'name-desc', label: 'Name Z–A' },
];
