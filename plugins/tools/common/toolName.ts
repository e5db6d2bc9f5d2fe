import { english, type Say } from '../../../host/common/i18n/say.ts';
/** Function-name rules: a letter first, then letters, digits or underscores, 64 characters at most. */
export const TOOL_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9_]{0,63}$';
export const TOOL_NAME_MAX = 64;

const pattern = new RegExp(TOOL_NAME_PATTERN);

/** The messages of toolNameProblem (English, the catalogue's keys). */
export const TOOL_NAME_MESSAGES = [
  'Name is required',
  'Name must be at most {{max}} characters',
  'Name must start with a letter',
  'Name may contain only letters, digits and underscores',
] as const;
const [REQUIRED, TOO_LONG, LETTER_FIRST, BAD_CHARACTERS] = TOOL_NAME_MESSAGES;

/**
 * Why a name breaks the function-name rules, or null when it is fine. Shown inline (in the reader's
 * language when the web passes its t) and sent as 400 (English).
 */
export function toolNameProblem(name: string, say: Say = english): string | null {
  if (name.length === 0) return say(REQUIRED);
  if (name.length > TOOL_NAME_MAX) return say(TOO_LONG, { max: TOOL_NAME_MAX });
  if (!/^[A-Za-z]/.test(name)) return say(LETTER_FIRST);
  if (!pattern.test(name)) return say(BAD_CHARACTERS);
  return null;
}
