import { useEffect } from 'react';

let shown = false;
const waiting = new Set<() => void>();

/**
 * Runs `work` once the first routed page has rendered with its code (AppRoutes marks it), or after
 * `fallbackMs` when no page does (a redirect, Not Found). Work that the first page does not need,
 * such as the plugin schema checks, then neither downloads nor runs while that page loads.
 */
export function afterFirstPage(work: () => void, fallbackMs = 10_000): void {
  if (shown) {
    work();
    return;
  }
  const once = () => {
    if (!waiting.delete(once)) return;
    clearTimeout(timer);
    work();
  };
  const timer = setTimeout(once, fallbackMs);
  waiting.add(once);
}

/** Marks the first page as shown: what waited for it runs. */
export function markPageShown(): void {
  shown = true;
  for (const run of [...waiting]) run();
}

/** Rendered beside a routed page inside its Suspense boundary: commits only once the page has. */
export function PageShown(): null {
  useEffect(markPageShown, []);
  return null;
}
