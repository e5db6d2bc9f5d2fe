/** One condition row as the Condition node saves it. */
export interface ConditionRow {
  type?: unknown;
  value1?: unknown;
  operation?: unknown;
  value2?: unknown;
}

const stripMarkdown = (s: string) =>
  s
    .replace(/```[\s\S]*?```/g, (m) => m.replace(/```\w*\n?/g, ''))
    .replace(/[*_~`#>]+/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim();

function toBool(v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  return String(v).trim().toLowerCase() === 'true';
}

function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || String(v).trim() === '';
}

/** True when the row holds; an unknown operation or an invalid regex is false. */
export function evaluateCondition(row: ConditionRow): boolean {
  const op = String(row.operation ?? 'equal');
  if (op === 'isEmpty') return isEmpty(row.value1);
  if (op === 'notEmpty') return !isEmpty(row.value1);
  if (row.type === 'number') {
    const a = Number.parseFloat(String(row.value1));
    const b = Number.parseFloat(String(row.value2));
    switch (op) {
      case 'smaller':
        return a < b;
      case 'smallerEqual':
        return a <= b;
      case 'equal':
        return a === b;
      case 'notEqual':
        return a !== b;
      case 'larger':
        return a > b;
      case 'largerEqual':
        return a >= b;
      default:
        return false;
    }
  }
  if (row.type === 'boolean') {
    const same = toBool(row.value1) === toBool(row.value2);
    return op === 'notEqual' ? !same : op === 'equal' ? same : false;
  }
  const a = stripMarkdown(String(row.value1 ?? ''));
  const b = stripMarkdown(String(row.value2 ?? ''));
  switch (op) {
    case 'contains':
      return a.includes(b);
    case 'notContains':
      return !a.includes(b);
    case 'endsWith':
      return a.endsWith(b);
    case 'startsWith':
      return a.startsWith(b);
    case 'equal':
      return a === b;
    case 'notEqual':
      return a !== b;
    case 'regex':
      try {
        return new RegExp(String(row.value2 ?? '')).test(a);
      } catch {
        return false;
      }
    default:
      return false;
  }
}
