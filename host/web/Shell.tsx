import { FluentProvider, makeStyles } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { Router } from 'wouter';
import type { PluginRegistry } from '../common/plugin/PluginRegistry.ts';
import { ConfirmDialog } from './components/ConfirmDialog.tsx';
import { Notifier } from './components/Notifier.tsx';
import { AppRoutes } from './router/AppRoutes.tsx';
import { ShellContext } from './router/ShellContext.tsx';
import { customization } from './stores/customization.ts';
import { settings } from './stores/settings.ts';
import { createAppTheme } from './theme/theme.ts';

// The height sits on an inner element: Fluent copies the provider's className onto every portal
// (menus, dialogs, tooltips), and a full-height portal layer would cover the page.
const useStyles = makeStyles({ page: { minHeight: '100vh' } });

/** The themed shell around the routes, for a given registry (the app's, or a test's). */
export function Shell({ registry, ssrPath }: { registry: PluginRegistry; ssrPath?: string }) {
  const c = useSnapshot(customization);
  const { edition } = useSnapshot(settings);
  const theme = useMemo(
    () => createAppTheme(c.isDarkMode, { fontFamily: c.fontFamily, borderRadius: c.borderRadius }),
    [c.isDarkMode, c.fontFamily, c.borderRadius],
  );
  const shell = useMemo(() => ({ registry, edition }), [registry, edition]);
  const styles = useStyles();
  return (
    <FluentProvider theme={theme} data-theme={c.isDarkMode ? 'dark' : 'light'}>
      <div className={styles.page}>
        <ShellContext.Provider value={shell}>
          <Router ssrPath={ssrPath}>
            <AppRoutes />
            <Notifier />
            <ConfirmDialog />
          </Router>
        </ShellContext.Provider>
      </div>
    </FluentProvider>
  );
}
