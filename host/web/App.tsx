import { FluentProvider } from '@fluentui/react-components';
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { PluginRegistryBase } from '../common/plugin/PluginRegistryBase.ts';
import type { Plugin } from '../common/plugin/types.ts';
import { http, requestsInFlight } from './http/http.ts';
import { LoadingBar } from './router/LoadingBar.tsx';
import { loadSettings } from './router/loadSettings.ts';
import { registerPlugins } from './router/ShellContext.tsx';
import { Shell } from './Shell.tsx';
import { customization } from './stores/customization.ts';
import { settings } from './stores/settings.ts';
import { createAppTheme } from './theme/theme.ts';

/** Loads the settings, registers the edition's plugins, then renders the shell. */
export function App({ plugins }: { plugins: readonly Plugin[] }) {
  const { loaded, edition } = useSnapshot(settings);
  const { isDarkMode } = useSnapshot(customization);
  useEffect(() => {
    void loadSettings(http);
  }, []);
  const registry = useMemo(() => {
    if (!loaded) return null;
    // Unchecked: registerPlugins checks manifests and definitions once the first page has painted.
    const r = new PluginRegistryBase();
    registerPlugins(r, plugins, edition, (work) => requestsInFlight.whenQuiet(work));
    return r;
  }, [loaded, edition, plugins]);
  if (!registry) {
    return (
      <FluentProvider theme={createAppTheme(isDarkMode)} style={{ minHeight: '100vh' }}>
        <LoadingBar />
      </FluentProvider>
    );
  }
  return <Shell registry={registry} />;
}
