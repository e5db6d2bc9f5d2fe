import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { PageLoader } from '../../common/plugin/types.ts';

const cache = new WeakMap<PageLoader, LazyExoticComponent<ComponentType<Record<string, unknown>>>>();

/** One React.lazy component per loader, so a page is fetched once and keeps its identity. */
export function lazyPage<P = Record<string, unknown>>(loader: PageLoader): ComponentType<P> {
  let page = cache.get(loader);
  if (!page) {
    page = lazy(async () => {
      const mod = await loader();
      if (typeof mod.default !== 'function' && typeof mod.default !== 'object') {
        throw new Error('The page module has no default export component');
      }
      return mod as { default: ComponentType<Record<string, unknown>> };
    });
    cache.set(loader, page);
  }
  return page as unknown as ComponentType<P>;
}
