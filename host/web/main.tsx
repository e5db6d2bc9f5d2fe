import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { builtinPlugins } from '../../plugins/builtin.ts';
import { isAuthenticated } from '../common/access/index.ts';
import { App } from './App.tsx';
import { http } from './http/http.ts';
import { cataloguesReady } from './i18n/i18n.ts';
import { loadSettings } from './router/loadSettings.ts';
import { preloadRoute } from './router/preloadRoute.ts';
import { storage } from './stores/storage.ts';

// The page's code and data start loading now, alongside the settings request, not one after another.
preloadRoute(builtinPlugins, window.location.pathname, isAuthenticated(null, storage.get('isAuthenticated')));
void loadSettings(http);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const render = () =>
  createRoot(rootElement).render(
    <StrictMode>
      <App plugins={builtinPlugins} />
    </StrictMode>,
  );
// In English at once; in another language once the shell's catalogues (downloaded alongside) are in.
const catalogues = cataloguesReady();
if (catalogues) void catalogues.then(render);
else render();
