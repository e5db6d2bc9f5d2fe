import { useEffect, useRef } from 'react';

/**
 * Calls `tick` every `ms` while `active`, one call at a time (the next waits for the last), so a
 * slow server is never asked twice at once. Stops on unmount.
 */
export function usePolling(tick: () => Promise<unknown>, active: boolean, ms = 1500): void {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    if (!active) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      timer = setTimeout(async () => {
        try {
          await latest.current();
        } catch {
          // The page shows its own load errors; polling just tries again.
        }
        if (live) next();
      }, ms);
    };
    next();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [active, ms]);
}
