import type { AccessContext } from './types.ts';

/** Splits 'a:view, b:view' into ['a:view', 'b:view'], dropping empty parts. */
export function splitList(list: string): string[] {
  return list
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Open source and global (organisation admin) users hold every permission. */
export function passesEverything(ctx: Pick<AccessContext, 'edition' | 'isGlobal' | 'user'>): boolean {
  return ctx.edition === 'oss' || ctx.isGlobal || ctx.user?.isOrganizationAdmin === true;
}

/**
 * Section 6: a comma-separated list passes when any one of its permissions is held.
 * An empty or absent requirement passes.
 */
export function hasPermission(ctx: AccessContext, required: string | undefined | null): boolean {
  if (!required || splitList(required).length === 0) return true;
  if (passesEverything(ctx)) return true;
  const held = new Set(ctx.permissions);
  return splitList(required).some((p) => held.has(p));
}
