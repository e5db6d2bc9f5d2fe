import type { ModerationInstance } from '../componentTypes.ts';

/** Runs the question past every connected moderation; the refusal text when one objects. */
export async function moderateInput(
  moderations: ModerationInstance[],
  question: string,
  signal: AbortSignal,
): Promise<string | undefined> {
  for (const m of moderations) {
    try {
      await m.check(question, signal);
    } catch (err) {
      return (err as Error).message || 'The question was refused by moderation';
    }
  }
  return undefined;
}
