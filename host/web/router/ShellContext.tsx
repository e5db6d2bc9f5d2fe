import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Edition } from '../../common/editions.ts';
import type { Disposable } from '../../common/disposable.ts';
import { checkPluginDefinitions } from '../../common/plugin/checkPluginDefinitions.ts';
import type { PluginRegistry } from '../../common/plugin/PluginRegistry.ts';
import type { Plugin } from '../../common/plugin/types.ts';
import { selectPlugins } from '../../common/plugin/selectPlugins.ts';

export interface Shell {
  registry: PluginRegistry;
  edition: Edition;
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell outside <ShellContext.Provider>');
  return shell;
}

/** Bumped on every registry change; a counter usable as a memo key. */
let version = 0;

/** Re-renders when plugins register or unload; returns a counter usable as a memo key. */
export function useRegistryVersion(registry: PluginRegistry): number {
  return useSyncExternalStore(
    (onChange) => {
      const sub = registry.onDidChange(() => {
        version += 1;
        onChange();
      });
      return () => sub.dispose();
    },
    () => version,
  );
}

/**
 * Registers the plugins an edition loads. A plugin that fails to register (a duplicate path, say)
 * is reported and left out, so one faulty plugin cannot take the whole app down. The schema
 * checks of node and credential definitions (tens of milliseconds on a cold page) run when the
 * first page has painted; a plugin failing them is reported and unloaded then.
 */
export function registerPlugins(registry: PluginRegistry, all: readonly Plugin[], edition: Edition): void {
  const registered: { plugin: Plugin; registration: Disposable }[] = [];
  for (const plugin of selectPlugins(all, edition)) {
    try {
      registered.push({ plugin, registration: registry.register(plugin, { checkDefinitions: false }) });
    } catch (err) {
      console.error(err);
    }
  }
  whenIdle(() => {
    for (const { plugin, registration } of registered) {
      try {
        checkPluginDefinitions(plugin);
      } catch (err) {
        console.error(err);
        registration.dispose();
      }
    }
  });
}

/** Runs `work` when the page is idle (at the latest after two seconds), or soon where that is unknown. */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 0);
}

/** Sign-in is enforced only once some plugin offers the /login page. */
export function signInAvailable(registry: PluginRegistry): boolean {
  return registry.routes().some((r) => r.value.path === '/login');
}
