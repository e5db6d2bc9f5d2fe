// Setup for the 'web' vitest project (jsdom). Files may opt into the node environment
// (`// @vitest-environment node`, e.g. HTTP tests against a real server), so guard on window.
import { afterEach } from 'vitest';

// jsdom has no ResizeObserver; @xyflow/react and Fluent UI need one to mount.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;

if (typeof window !== 'undefined') {
  // Tests set window.innerWidth and the drawer reads matchMedia('(min-width: ...)') against it.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) => {
      const min = /min-width:\s*(\d+)px/.exec(query);
      return {
        matches: min ? window.innerWidth >= Number(min[1]) : false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      } as MediaQueryList;
    };
  }
  const { cleanup, configure } = await import('@testing-library/react');
  // The first Fluent render in a cold worker can take seconds on a busy 2-core machine, ten times
  // that on one loaded by other work (CI): findBy/waitFor wait for the condition, not the clock.
  configure({ asyncUtilTimeout: 20_000 });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}
