import type { DayActivity } from './dashboardTypes.ts';

/** YYYY-MM-DD of a date in UTC. */
export const dayOf = (d: Date | string) => new Date(d).toISOString().slice(0, 10);

/**
 * Every day from `from` to `to` (UTC, both included), each with what `byDay` has for it and zeros
 * otherwise, so a chart shows quiet days as zero instead of skipping them.
 */
export function fillDays(
  from: Date,
  to: Date,
  byDay: ReadonlyMap<string, Partial<DayActivity>>,
): DayActivity[] {
  const out: DayActivity[] = [];
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  const last = dayOf(to);
  for (let i = 0; i < 400; i++) {
    const date = dayOf(day);
    out.push({ date, predictions: 0, executions: 0, errors: 0, tokens: 0, costUsd: 0, ...byDay.get(date) });
    if (date >= last) break;
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return out;
}
