/** Function-name rules: a letter first, then letters, digits or underscores, 64 characters at most. */
export const TOOL_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9_]{0,63}$';
export const TOOL_NAME_MAX = 64;

const pattern = new RegExp(TOOL_NAME_PATTERN);

/** Why a name breaks the function-name rules, or null when it is fine. Shown inline and sent as 400. */
export function toolNameProblem(name: string): string | null {
  if (name.length === 0) return 'Name is required';
  if (name.length > TOOL_NAME_MAX) return `Name must be at most ${TOOL_NAME_MAX} characters`;
  if (!/^[A-Za-z]/.test(name)) return 'Name must start with a letter';
  if (!pattern.test(name)) return 'Name may contain only letters, digits and underscores';
  return null;
}
