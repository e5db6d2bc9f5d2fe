import { MAX_VARIABLE_NAME } from './variableTypes.ts';

/** Letters, digits and underscores, not starting with a digit: usable as {{$vars.name}}. */
export const VARIABLE_NAME_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*$';

/** Why a name is refused, or null when it is fine. */
export function variableNameProblem(name: string): string | null {
  if (name === '') return 'Name is required';
  if (name.length > MAX_VARIABLE_NAME) return `Name must be at most ${MAX_VARIABLE_NAME} characters`;
  if (/^[0-9]/.test(name)) return 'Name must not start with a digit';
  if (!new RegExp(VARIABLE_NAME_PATTERN).test(name))
    return 'Name may hold only letters, digits and underscores';
  return null;
}

/** How a flow refers to the variable. */
export function variableUsage(name: string): string {
  return `{{$vars.${name}}}`;
}
