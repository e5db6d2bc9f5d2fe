import { asText, type ReferenceScope, tableValue } from './flowReference.ts';
import { rowsOf } from './seqState.ts';

/** A row of a sequential condition's table: variable, operation, value, the route it takes. */
interface ConditionRow {
  variable?: unknown;
  operation?: unknown;
  value?: unknown;
  output?: unknown;
}

const num = (v: unknown) => Number.parseFloat(asText(v));

/** Whether one row holds (the peer's operation names); an unknown operation is false. */
export function rowHolds(left: unknown, operation: string, right: unknown): boolean {
  const a = asText(left);
  const b = asText(right);
  switch (operation) {
    case 'Contains':
      return a.includes(b);
    case 'Not Contains':
      return !a.includes(b);
    case 'Start With':
      return a.startsWith(b);
    case 'End With':
      return a.endsWith(b);
    case 'Is':
      return a === b;
    case 'Is Not':
      return a !== b;
    case 'Is Empty':
      return a.trim() === '' || a === '[]' || a === '{}';
    case 'Is Not Empty':
      return !(a.trim() === '' || a === '[]' || a === '{}');
    case 'Greater Than':
      return num(a) > num(b);
    case 'Less Than':
      return num(a) < num(b);
    case 'Equal To':
      return num(a) === num(b);
    case 'Not Equal To':
      return num(a) !== num(b);
    case 'Greater Than or Equal To':
      return num(a) >= num(b);
    case 'Less Than or Equal To':
      return num(a) <= num(b);
    default:
      return false;
  }
}

/** The route (output label) of the first row that holds, else 'End' as in the peer. */
export function routeOf(rows: unknown, scope: ReferenceScope): string {
  for (const r of rowsOf<ConditionRow>(rows)) {
    const left = tableValue(r.variable, scope);
    if (rowHolds(left, asText(r.operation), tableValue(r.value, scope))) return asText(r.output) || 'End';
  }
  return 'End';
}
