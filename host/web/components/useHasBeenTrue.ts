import { useRef } from 'react';

/**
 * True from the first render in which `flag` is true, for good: mounts a lazily loaded dialog
 * when it first opens and keeps it mounted, so that it still plays its closing motion.
 */
export function useHasBeenTrue(flag: boolean): boolean {
  const seen = useRef(false);
  if (flag) seen.current = true;
  return seen.current;
}
