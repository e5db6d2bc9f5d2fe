import { english, type Say } from '../../../host/common/i18n/say.ts';
import { MAX_VARIABLE_NAME } from './variableTypes.ts';

/** Letters, digits and underscores, not starting with a digit: usable as {{$vars.name}}. */
export const VARIABLE_NAME_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*$';

/** The messages of variableNameProblem (English, the catalogue's keys). */
export const VARIABLE_NAME_MESSAGES = [
  'Name is required',
  'Name must be at most {{max}} characters',
  'Name must not start with a digit',
  'Name may hold only letters, digits and underscores',
] as const;
const [REQUIRED, TOO_LONG, DIGIT_FIRST, BAD_CHARACTERS] = VARIABLE_NAME_MESSAGES;

/** Why a name is refused, or null when it is fine; in English unless the web passes its t. */
export function variableNameProblem(name: string, say: Say = english): string | null {
  if (name === '') return say(REQUIRED);
  if (name.length > MAX_VARIABLE_NAME) return say(TOO_LONG, { max: MAX_VARIABLE_NAME });
  if (/^[0-9]/.test(name)) return say(DIGIT_FIRST);
  if (!new RegExp(VARIABLE_NAME_PATTERN).test(name)) return say(BAD_CHARACTERS);
  return null;
}

/** How a flow refers to the variable. */
export function variableUsage(name: string): string {
  return `{{$vars.${name}}}`;
}
