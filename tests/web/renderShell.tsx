import { render } from '@testing-library/react';
import { PluginRegistry } from '../../host/common/plugin/PluginRegistry.ts';
import type { Edition } from '../../host/common/editions.ts';
import { Shell } from '../../host/web/Shell.tsx';
import { type AuthPayload, authActions } from '../../host/web/stores/auth.ts';
import { customization, initialCustomization } from '../../host/web/stores/customization.ts';
import { notifier } from '../../host/web/stores/notifier.ts';
import { settings } from '../../host/web/stores/settings.ts';
import { testPlugin } from './fixtures/testPlugin.tsx';

/** Renders the real shell at a path with the test plugin, an edition and an optional signed-in user. */
export function renderShell(
  path: string,
  options: { edition?: Edition; user?: AuthPayload; width?: number } = {},
) {
  window.innerWidth = options.width ?? 1280;
  window.history.replaceState(null, '', path);
  Object.assign(customization, initialCustomization());
  notifier.notifications = [];
  settings.edition = options.edition ?? 'oss';
  settings.loaded = true;
  authActions.logout();
  if (options.user) authActions.setAuth(options.user);
  const registry = new PluginRegistry();
  registry.register(testPlugin);
  return { registry, ...render(<Shell registry={registry} />) };
}
