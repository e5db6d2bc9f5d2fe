import type { InputParam } from '../../../../node-registry/types.ts';
import { showHideInputParams } from '../../../../node-registry/rules/showHideInputParams.ts';

/**
 * Next inputs after one change, with the values of fields the change hid removed, as the peer
 * does. A name still shown by another param (http's 'body' is a text or a list by body type)
 * keeps its value, and fields that were hidden already are left alone.
 */
export function applyInputChange(
  params: readonly InputParam[],
  inputs: Record<string, unknown>,
  name: string,
  value: unknown,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...inputs, [name]: value };
  const before = showHideInputParams(params, inputs);
  const after = showHideInputParams(params, next);
  const shownAfter = new Set(after.filter((p) => p.display).map((p) => p.name));
  before.forEach((p, i) => {
    if (p.display && !after[i]?.display && !shownAfter.has(p.name) && p.name !== name) delete next[p.name];
  });
  return next;
}
