import type { SharedState } from './SharedState.ts';

/** How long a held mark outlives a process that died holding it. */
const HOLD_TTL_MS = 60_000;

/**
 * Marks `member` of `set` as held by this process while work runs (a document-store job),
 * renewing the mark until `release`: other instances then know the work is alive
 * somewhere and leave it alone; if this process dies, the mark lapses within a minute.
 */
export async function holdMember(
  shared: SharedState,
  set: string,
  member: string,
): Promise<() => Promise<void>> {
  const add = () => shared.addMember(set, member, HOLD_TTL_MS).catch(() => {});
  await add();
  const renew = setInterval(add, HOLD_TTL_MS / 3);
  renew.unref();
  return async () => {
    clearInterval(renew);
    await shared.removeMember(set, member).catch(() => {});
  };
}
