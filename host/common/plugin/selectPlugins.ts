import type { Edition } from '../editions.ts';
import type { Plugin } from './types.ts';

/** The plugins an edition loads: those whose editions include it, minus the disabled ids. */
export function selectPlugins(
  all: readonly Plugin[],
  edition: Edition,
  disabled: readonly string[] = [],
): Plugin[] {
  const off = new Set(disabled);
  return all.filter((p) => !off.has(p.id) && (!p.editions || p.editions.includes(edition)));
}
