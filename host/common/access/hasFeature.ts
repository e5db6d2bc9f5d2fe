import type { Features } from './types.ts';

/**
 * Section 6: a flag passes only when it is true or the text 'true'; without a features object
 * nothing passes. Comma-separated flags pass when any one is on. No requirement passes.
 */
export function hasFeature(
  features: Features | null | undefined,
  required: string | undefined | null,
): boolean {
  if (!required) return true;
  if (!features || typeof features !== 'object') return false;
  return required
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)
    .some((flag) => features[flag] === true || features[flag] === 'true');
}
