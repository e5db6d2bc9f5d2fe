import { english, type Say } from '../../../host/common/i18n/say.ts';

/** The messages of keyNameProblem (English, the catalogue's keys). */
export const KEY_NAME_MESSAGES = [
  'Key name is required',
  'Key name must be at most {{max}} characters',
] as const;

/** Inline check of a key name, matching the server's rule (1 to 100 characters, not blank). */
export function keyNameProblem(name: string, say: Say = english): string | null {
  if (!name.trim()) return say(KEY_NAME_MESSAGES[0]);
  if (name.trim().length > 100) return say(KEY_NAME_MESSAGES[1], { max: 100 });
  return null;
}
