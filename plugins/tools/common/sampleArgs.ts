import type { SchemaRow } from './schemaTable.ts';

/** The problems sampleArgs reports (English, the catalogue's keys: the panel translates them). */
export const SAMPLE_ARGS_MESSAGES = [
  'Enter a number',
  'Enter true or false',
  'Enter a JSON array',
  'Enter a JSON object',
  'Enter valid JSON',
] as const;

export type SampleArgsResult =
  | { ok: true; args: Record<string, unknown> }
  | { ok: false; problems: Record<string, string> };

/**
 * Turns the test panel's text inputs into typed arguments, one per schema row. Empty inputs are left
 * out (the schema decides whether that is allowed); object and array inputs are JSON.
 */
export function sampleArgs(rows: readonly SchemaRow[], values: Record<string, string>): SampleArgsResult {
  const args: Record<string, unknown> = {};
  const problems: Record<string, string> = {};
  for (const row of rows) {
    const raw = (values[row.property] ?? '').trim();
    if (raw === '') continue;
    switch (row.type) {
      case 'number': {
        const n = Number(raw);
        if (Number.isFinite(n)) args[row.property] = n;
        else problems[row.property] = 'Enter a number';
        break;
      }
      case 'boolean':
        if (raw === 'true' || raw === 'false') args[row.property] = raw === 'true';
        else problems[row.property] = 'Enter true or false';
        break;
      case 'object':
      case 'array': {
        try {
          const value: unknown = JSON.parse(raw);
          const fits =
            row.type === 'array'
              ? Array.isArray(value)
              : !!value && typeof value === 'object' && !Array.isArray(value);
          if (fits) args[row.property] = value;
          else problems[row.property] = row.type === 'array' ? 'Enter a JSON array' : 'Enter a JSON object';
        } catch {
          problems[row.property] = 'Enter valid JSON';
        }
        break;
      }
      default:
        args[row.property] = raw;
    }
  }
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, args };
}
