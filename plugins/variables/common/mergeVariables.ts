import type { VariableType } from './variableTypes.ts';

/** Turns a request's override into the text a flow sees ({{$vars.x}} is always text). */
function asText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The variables a run sees, by name. A request's overrides (overrideConfig.vars) replace the
 * saved value of runtime variables only; static variables keep theirs, and names that are not
 * variables of the workspace are ignored (a request cannot invent variables).
 */
export function mergeVariables(
  saved: readonly { name: string; value: string; type: VariableType }[],
  overrides?: Record<string, unknown> | null,
): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const v of saved) {
    const override =
      v.type === 'runtime' && overrides && Object.hasOwn(overrides, v.name)
        ? asText(overrides[v.name])
        : undefined;
    vars[v.name] = override ?? v.value;
  }
  return vars;
}
