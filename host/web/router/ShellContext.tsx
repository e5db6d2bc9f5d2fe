import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { Edition } from '../../common/editions.ts';
import type { Disposable } from '../../common/disposable.ts';
import type { PluginRegistryBase } from '../../common/plugin/PluginRegistryBase.ts';
import type { Plugin } from '../../common/plugin/types.ts';
import { selectPlugins } from '../../common/plugin/selectPlugins.ts';
import { afterFirstPage } from './firstPageShown.ts';

export interface Shell {
  registry: PluginRegistryBase;
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
export function useRegistryVersion(registry: PluginRegistryBase): number {
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
 * is reported and left out, so one faulty plugin cannot take the whole app down. The node and
 * credential definitions (~130 KB) and their schema checks (tens of milliseconds and ~130 KB of
 * generated validators) load and run once the first page has shown, its requests have answered
 * (`whenRequestsQuiet`: else they download beside the page's data and land before it) and the
 * page is idle (not merely idle: the main thread idles while the page's code downloads), or the
 * definitions sooner for a page that needs them (useDefinitionsLoaded); a plugin failing the
 * checks is reported and unloaded then.
 */
export function registerPlugins(
  registry: PluginRegistryBase,
  all: readonly Plugin[],
  edition: Edition,
  whenRequestsQuiet: (work: () => void) => void = (work) => work(),
): void {
  const registered: { plugin: Plugin; registration: Disposable }[] = [];
  for (const plugin of selectPlugins(all, edition)) {
    try {
      registered.push({ plugin, registration: registry.register(plugin, { checkDefinitions: false }) });
    } catch (err) {
      console.error(err);
    }
  }
  afterFirstPage(() =>
    whenRequestsQuiet(() =>
      whenIdle(async () => {
        const [{ checkPluginDefinitions }] = await Promise.all([
          import('../../common/plugin/checkPluginDefinitions.ts'),
          registry.loadDefinitions().catch((err: unknown) => console.error(err)),
        ]);
        for (const { plugin, registration } of registered) {
          try {
            const definitions = registry.definitionsOf(plugin.id);
            if (!definitions) throw new Error(`Plugin '${plugin.id}': its definitions did not load`);
            checkPluginDefinitions(plugin, definitions);
          } catch (err) {
            console.error(err);
            registration.dispose();
          }
        }
      }),
    ),
  );
}

/**
 * Whether the plugins' node and credential definitions are in (registry.nodes, registry.flowKindNodes):
 * starts loading them, once, and re-renders when they are. For the pages and parts that read them.
 */
export function useDefinitionsLoaded(registry: PluginRegistryBase): boolean {
  useRegistryVersion(registry);
  const loaded = registry.definitionsLoaded();
  useEffect(() => {
    if (!loaded) registry.loadDefinitions().catch((err: unknown) => console.error(err));
  }, [registry, loaded]);
  return loaded;
}

/** Runs `work` when the page is idle (at the latest after two seconds), or soon where that is unknown. */
function whenIdle(work: () => Promise<void>): void {
  const run = () => void work().catch((err: unknown) => console.error(err));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
}

/** Sign-in is enforced only once some plugin offers the /login page. */
export function signInAvailable(registry: PluginRegistryBase): boolean {
  return registry.routes().some((r) => r.value.path === '/login');
}
