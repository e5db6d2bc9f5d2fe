import { type ComponentType, createElement, lazy, useState } from 'react';
import type { PageLoader } from '../../common/plugin/types.ts';
import { cataloguesReady } from '../i18n/i18n.ts';

type PageModule = { default: ComponentType<Record<string, unknown>> };

const cache = new WeakMap<PageLoader, ComponentType<Record<string, unknown>>>();
const loading = new WeakMap<PageLoader, Promise<PageModule>>();
const loaded = new WeakMap<PageLoader, ComponentType<Record<string, unknown>>>();

/**
 * Loads a page's module and the catalogues its code registered (in the language read), once per
 * loader. preloadRoute starts it before React renders; a failed load is forgotten, so the page
 * loads again on its own.
 */
export function loadPage(loader: PageLoader): Promise<PageModule> {
  let load = loading.get(loader);
  if (!load) {
    load = (async () => {
      const mod = await loader();
      await cataloguesReady();
      if (typeof mod.default !== 'function' && typeof mod.default !== 'object') {
        throw new Error('The page module has no default export component');
      }
      loaded.set(loader, mod.default as ComponentType<Record<string, unknown>>);
      return mod as PageModule;
    })();
    load.catch(() => loading.delete(loader));
    loading.set(loader, load);
  }
  return load;
}

/**
 * One component per loader, so a page is fetched once and keeps its identity. A page whose code
 * is already in (preloaded while the settings loaded) renders at once: going through React.lazy
 * would show the Suspense fallback first, and React then holds the page back for up to 300 ms
 * (its fallback throttle), which was most of the flows list's time to names on a warm cache.
 */
export function lazyPage<P = Record<string, unknown>>(loader: PageLoader): ComponentType<P> {
  let page = cache.get(loader);
  if (!page) {
    const Lazy = lazy(() => loadPage(loader));
    page = function Page(props: Record<string, unknown>) {
      // Chosen once per mount: switching from Lazy to the loaded component would remount the page.
      const [Component] = useState(() => loaded.get(loader) ?? Lazy);
      return createElement(Component, props);
    };
    cache.set(loader, page);
  }
  return page as unknown as ComponentType<P>;
}
