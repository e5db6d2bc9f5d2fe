import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { cataloguesReady } from '../i18n/i18n.ts';

/**
 * React.lazy for a module's named export: the component's code is fetched when it first renders,
 * so a page does not parse and run what it shows only on demand (a side panel, a dialog). It shows
 * once its code and the catalogues that code registered (in the language read) are in.
 * @example const ChatPanel = lazyNamed(() => import('./ChatPanel.tsx'), 'ChatPanel');
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const mod = await load();
    await cataloguesReady();
    return { default: mod[name] };
  });
}
