import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { builtinPlugins } from '../../plugins/builtin.ts';
import { App } from './App.tsx';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
createRoot(rootElement).render(
  <StrictMode>
    <App plugins={builtinPlugins} />
  </StrictMode>,
);
