import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { PageLoader } from '../../common/plugin/types.ts';
import { cataloguesReady } from '../i18n/i18n.ts';

const cache = new WeakMap<PageLoader, LazyExoticComponent<ComponentType<Record<string, unknown>>>>();

/**
 * One React.lazy component per loader, so a page is fetched once and keeps its identity. The page
 * shows once its code and the catalogues its code registered (in the language read) are in.
 */
export function lazyPage<P = Record<string, unknown>>(loader: PageLoader): ComponentType<P> {
  let page = cache.get(loader);
  if (!page) {
    page = lazy(async () => {
      const mod = await loader();
      await cataloguesReady();
      if (typeof mod.default !== 'function' && typeof mod.default !== 'object') {
        throw new Error('The page module has no default export component');
      }
      return mod as { default: ComponentType<Record<string, unknown>> };
    });
    cache.set(loader, page);
  }
  return page as unknown as ComponentType<P>;
}
