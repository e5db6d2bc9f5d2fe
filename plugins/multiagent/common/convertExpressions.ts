/**
 * A v1 reference or prompt as v2 writes it: `$flow.output.content` → `{{ output }}`,
 * `$flow.output.x` → `{{ output.x }}`, `$flow.state.x` → `{{ $flow.state.x }}`, `$vars.x` →
 * `{{ $vars.x }}`, `{{question}}` stays. A plain value stays as it is.
 */
export function v2Text(text: string): string {
  return text
    .replace(/\$flow\.output\.content\b/g, '{{ output }}')
    .replace(/\$flow\.output\.([A-Za-z_][\w.]*)/g, '{{ output.$1 }}')
    .replace(/(?<!\{\{ )\$flow\.state\.([A-Za-z_][\w.]*)/g, '{{ $flow.state.$1 }}')
    .replace(/(?<!\{\{ )\$vars\.([A-Za-z_][\w]*)/g, '{{ $vars.$1 }}');
}

/** v1 condition operations as v2's condition rows name them, with the row type they compare as. */
const OPERATIONS: Record<string, { type: 'string' | 'number'; operation: string }> = {
  Contains: { type: 'string', operation: 'contains' },
  'Not Contains': { type: 'string', operation: 'notContains' },
  'Start With': { type: 'string', operation: 'startsWith' },
  'End With': { type: 'string', operation: 'endsWith' },
  Is: { type: 'string', operation: 'equal' },
  'Is Not': { type: 'string', operation: 'notEqual' },
  'Is Empty': { type: 'string', operation: 'isEmpty' },
  'Is Not Empty': { type: 'string', operation: 'notEmpty' },
  'Greater Than': { type: 'number', operation: 'larger' },
  'Less Than': { type: 'number', operation: 'smaller' },
  'Equal To': { type: 'number', operation: 'equal' },
  'Not Equal To': { type: 'number', operation: 'notEqual' },
  'Greater Than or Equal To': { type: 'number', operation: 'largerEqual' },
  'Less Than or Equal To': { type: 'number', operation: 'smallerEqual' },
};

/** One v1 condition row as a v2 condition row; null for an operation v2 has no counterpart of. */
export function v2Condition(row: { variable?: unknown; operation?: unknown; value?: unknown }) {
  const op = OPERATIONS[String(row.operation ?? '')];
  if (!op) return null;
  const value1 = v2Text(String(row.variable ?? ''));
  const value2 = String(row.value ?? '');
  return { type: op.type, value1, operation: op.operation, value2 };
}
