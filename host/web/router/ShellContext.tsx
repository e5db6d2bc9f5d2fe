import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Edition } from '../../common/editions.ts';
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
 * is reported and left out, so one faulty plugin cannot take the whole app down.
 */
export function registerPlugins(registry: PluginRegistry, all: readonly Plugin[], edition: Edition): void {
  for (const plugin of selectPlugins(all, edition)) {
    try {
      registry.register(plugin);
    } catch (err) {
      console.error(err);
    }
  }
}

/** Sign-in is enforced only once some plugin offers the /login page. */
export function signInAvailable(registry: PluginRegistry): boolean {
  return registry.routes().some((r) => r.value.path === '/login');
}
